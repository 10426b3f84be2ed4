#!/bin/sh
# Interesting iff Base64.java compiles with javac 17 (garbage is rejected here) and
# `java Base64 1 3` (10 s at most) dies of the original's uncaught exception: exit status 1
# and the stderr line 'Exception in thread "main" java.lang.IllegalArgumentException: String
# length must be a multiple of four.'. The JVM's options only make it start faster;
# -XX:-UsePerfData keeps it from writing /tmp/hsperfdata_*. The classes land in the cwd.
JDK=/usr/lib/jvm/java-17-openjdk-amd64
O="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData"
timeout 30 "$JDK/bin/javac" -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -J-XX:-UsePerfData \
  -proc:none -d . Base64.java >javac.out 2>&1 || exit 1
timeout 10 "$JDK/bin/java" $O -cp . Base64 1 3 >out.txt 2>err.txt
[ $? -eq 1 ] || exit 1
grep -qxF 'Exception in thread "main" java.lang.IllegalArgumentException: String length must be a multiple of four.' err.txt
