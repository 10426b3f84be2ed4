#!/bin/sh
# Interesting (exit 0) when the candidate file, passed as $1, contains "BUG".
grep -q BUG "$1"
