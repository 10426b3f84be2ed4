#!/bin/sh
grep -q main "$1"
