package a
func b() c {}
