#!/bin/sh
# Interesting iff javac (JDK 17, -XDrawDiagnostics, 60 s at most) rejects prog.java with
# compiler.err.operator.cant.be.applied.1 for `-` (bad operand types, whatever the types).
# javac does not attribute a file with a syntax error, so garbage is rejected. Classes go
# to the cwd's classes/ (none are written when there is an error).
mkdir -p classes
timeout 60 javac -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -XDrawDiagnostics -proc:none -implicit:none \
  -Xlint:none -d classes prog.java >err.txt 2>&1 && exit 1
grep -q 'compiler\.err\.operator\.cant\.be\.applied\.1: -,' err.txt
