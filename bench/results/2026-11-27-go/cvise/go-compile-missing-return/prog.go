package strings_test
func not() predicate {}
func TestTrimFunc() {
	/*
