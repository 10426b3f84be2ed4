#!/bin/sh
# Builds Base64.java: java/util/prefs/Base64.java of JDK 17's sources (java.prefs; src.zip of
# Debian openjdk-17-source, 261 lines, the Base64 codec of java.util.prefs with its own
# round-trip test as main) with two minimal edits: its `package java.util.prefs;` line is
# deleted so that it compiles standalone (it uses java.util only), and the encoder pads a
# one-byte final group with one '=' instead of two (`result.append("==");` becomes
# `result.append("=");`). Run as `java Base64 1 3` (one run over arrays of 0 to 2 random
# bytes), the round trip of the first one-byte array then throws
# java.lang.IllegalArgumentException: String length must be a multiple of four., whatever
# the random bytes. A third edit seeds main's generator (`new java.util.Random()` becomes
# `new java.util.Random(1)`): with the clock as seed, a reduced candidate that indexes a
# shortened table with a random byte passed or failed from one run to the next, so a
# reducer could keep a result that fails its own test the next time it runs.
set -eu
cd "$(dirname "$0")"
SRC_ZIP=${SRC_ZIP:-/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip}
T=$(mktemp -d)
unzip -q -p "$SRC_ZIP" java.prefs/java/util/prefs/Base64.java > "$T/orig.java"
sed -e '/^package java\.util\.prefs;$/d' \
    -e 's/^\(                result\.append("=\)=");$/\1");/' \
    -e 's/new java\.util\.Random()/new java.util.Random(1)/' \
    "$T/orig.java" > Base64.java
chmod 644 Base64.java
n=$(diff "$T/orig.java" Base64.java | grep -c '^[<>]')
[ "$n" -eq 5 ] || { rm -rf "$T"; echo "make.sh: expected one line deleted and two changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
rm -rf "$T"; T=$(mktemp -d); cp Base64.java test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects Base64.java" >&2; fi
rm -rf "$T"; exit $rc
