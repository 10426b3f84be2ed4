return
=> 1
