# Indentation (§2.1.8): blocks nest, blank and comment-only lines do not count.


def outer(x):

    # a comment at another indentation
        # and another
    if x:
        for i in range(3):
            while i:
                i -= 1
            else:
                pass
    elif x is None:  # trailing comment
        pass

    else:
      return 2  # a different width in another block
    return 1
class C: pass
if True: x = 1; y = 2;
	
def tabs():
	return 1
