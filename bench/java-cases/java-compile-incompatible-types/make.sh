#!/bin/sh
# Builds HeaderParser.java: sun/net/www/HeaderParser.java of JDK 17's sources (java.base;
# src.zip of Debian openjdk-17-source, 279 lines, a self-contained parser of HTTP header
# parameters) with two minimal edits: its `package sun.net.www;` line is deleted so that it
# compiles standalone (it uses java.util only), and findInt(String) forgets to wrap its result
# (`return OptionalInt.of(Integer.parseInt(s));` becomes `return Integer.parseInt(s);`), so
# javac rejects it: compiler.err.prob.found.req (int cannot be converted to OptionalInt).
set -eu
cd "$(dirname "$0")"
SRC_ZIP=${SRC_ZIP:-/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip}
T=$(mktemp -d)
unzip -q -p "$SRC_ZIP" java.base/sun/net/www/HeaderParser.java > "$T/orig.java"
sed -e '/^package sun\.net\.www;$/d' \
    -e 's/^\(            return \)OptionalInt\.of(Integer\.parseInt(s));$/\1Integer.parseInt(s);/' \
    "$T/orig.java" > HeaderParser.java
chmod 644 HeaderParser.java
n=$(diff "$T/orig.java" HeaderParser.java | grep -c '^[<>]')
[ "$n" -eq 3 ] || { rm -rf "$T"; echo "make.sh: expected one line deleted and one changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
rm -rf "$T"; T=$(mktemp -d); cp HeaderParser.java test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects HeaderParser.java" >&2; fi
rm -rf "$T"; exit $rc
