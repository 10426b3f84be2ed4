throw
new Error()
