#!/bin/sh
# Never interesting, with a message on stderr the reducer must show.
echo "the compiler did not crash (expected an ICE)" >&2
exit 3
