#!/bin/sh
# Fills fuzz/corpus/any_file with the shipped files, so the fuzzer starts
# from real scenarios and saves rather than from nothing.
set -e
cd "$(dirname "$0")"
mkdir -p corpus/any_file
cp ../assets/scenarios/*.ron ../tests/fixtures/*.ron corpus/any_file/
