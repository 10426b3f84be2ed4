const r = /abc
/
