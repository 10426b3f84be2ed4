package a

func a() { 0 + ""}
