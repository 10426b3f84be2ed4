const t = `abc ${a
