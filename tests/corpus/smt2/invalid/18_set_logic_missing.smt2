(set-logic)
