(check-sat))
