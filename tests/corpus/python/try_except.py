# try (§8.4), except* (PEP 654), raise (§7.8).
try:
    pass
except ValueError:
    pass
except (TypeError, KeyError) as e:
    raise RuntimeError("x") from e
except:
    raise
else:
    pass
finally:
    pass
try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as eg:
    pass
except *(TypeError, KeyError):
    pass
else:
    pass
finally:
    pass
try:
    pass
finally:
    pass
