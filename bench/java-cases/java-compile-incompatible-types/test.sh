#!/bin/sh
# Interesting iff javac 17 rejects HeaderParser.java with the diagnostic key
# compiler.err.prob.found.req (incompatible types) for the original's reason,
# compiler.misc.inconvertible.types (not, e.g., missing.ret.val), and no other error. javac
# attributes (type-checks) only a file that parses, and any other error (a syntax error, an
# unresolved name) makes the candidate uninteresting, so garbage is rejected. The JVM's options
# only make javac start faster; -XX:-UsePerfData keeps it from writing /tmp/hsperfdata_*. 30 s
# at most; the classes, if any, land in the cwd.
JDK=/usr/lib/jvm/java-17-openjdk-amd64
timeout 30 "$JDK/bin/javac" -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -J-XX:-UsePerfData \
  -proc:none -XDrawDiagnostics -d . HeaderParser.java >javac.out 2>&1 && exit 1
grep -q '^HeaderParser\.java:[0-9]*:[0-9]*: compiler\.err\.prob\.found\.req: (compiler\.misc\.inconvertible\.types: ' javac.out || exit 1
! grep 'compiler\.err\.' javac.out | grep -qv '^HeaderParser\.java:[0-9]*:[0-9]*: compiler\.err\.prob\.found\.req:'
