# Coroutines (§8.9), await (§6.4), async comprehensions.
async def main():
    await asyncio.sleep(1)
    x = await f() + await g()
    async with lock as l, other:
        pass
    async for item in aiter():
        pass
    else:
        pass
    return [i async for i in source() if await check(i)]
async def gen():
    yield 1
    await (yield)
