#!/bin/sh
# Never interesting: complains on stderr and exits with status 3.
echo "compiling $1" >&2
echo "boom: internal error in pass 7" >&2
exit 3
