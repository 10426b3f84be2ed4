#!/bin/sh
# Builds BMPattern.java: com/sun/org/apache/xerces/internal/impl/xpath/regex/BMPattern.java of
# JDK 17's sources (java.xml; src.zip of Debian openjdk-17-source, 238 lines, Xerces'
# Boyer-Moore searcher, self-contained but for java.text.CharacterIterator) with two minimal
# edits: its package line is deleted so that it compiles standalone, and a stray semicolon ends
# the first `if (diff < this.shiftTable[index])` of the constructor, so the shift table entry
# is overwritten unconditionally: javac -Xlint:all warns compiler.warn.empty.if. The file still
# compiles.
set -eu
cd "$(dirname "$0")"
SRC_ZIP=${SRC_ZIP:-/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip}
T=$(mktemp -d)
unzip -q -p "$SRC_ZIP" java.xml/com/sun/org/apache/xerces/internal/impl/xpath/regex/BMPattern.java > "$T/orig.java"
sed -e '/^package com\.sun\.org\.apache\.xerces\.internal\.impl\.xpath\.regex;$/d' \
    -e 's/^\(            if (diff < this\.shiftTable\[index\])\)$/\1;/' \
    "$T/orig.java" > BMPattern.java
chmod 644 BMPattern.java
n=$(diff "$T/orig.java" BMPattern.java | grep -c '^[<>]')
[ "$n" -eq 3 ] || { rm -rf "$T"; echo "make.sh: expected one line deleted and one changed" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
rm -rf "$T"; T=$(mktemp -d); cp BMPattern.java test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects BMPattern.java" >&2; fi
rm -rf "$T"; exit $rc
