#!/bin/sh
# Interesting iff javac 17 with -Xlint:all compiles BMPattern.java (exit status 0: garbage and
# ill-typed candidates are rejected) and warns compiler.warn.empty.if (an `if` whose body is
# an empty statement). The JVM's options only make javac start faster; -XX:-UsePerfData keeps
# it from writing /tmp/hsperfdata_*. 30 s at most; the classes land in the cwd.
JDK=/usr/lib/jvm/java-17-openjdk-amd64
timeout 30 "$JDK/bin/javac" -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -J-XX:-UsePerfData \
  -proc:none -Xlint:all -XDrawDiagnostics -d . BMPattern.java >javac.out 2>&1 || exit 1
grep -q '^BMPattern\.java:[0-9]*:[0-9]*: compiler\.warn\.empty\.if$' javac.out
