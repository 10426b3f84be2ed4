# Decorators (§8.7, §8.8), any expression since 3.9.
@property
def a(self): pass
@functools.lru_cache(maxsize=None)
@staticmethod
def b(): pass
@buttons[0].clicked.connect
def c(): pass
@(lambda f: f)
@x if y else z
class D:
    @classmethod
    async def e(cls): pass
