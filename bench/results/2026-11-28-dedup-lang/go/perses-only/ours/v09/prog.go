package main

func step_fa() { 0O_441_602_645_062_727_235_464 + "\U00000073tat"}
