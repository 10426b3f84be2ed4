local MAX_ITEMS<const> MAX_ITEMS =
