__extension__ inline namespace N {}
