#!/bin/sh
# Instructions per action of the Duel engine's raw random playouts (deterministic, unlike a
# timer on a shared machine): callgrind of 120 seeded games minus 20, divided by the actions
# between them (so start-up and imports cancel out). Usage: bench/duel_ir.sh [agora]
# Deterministic: the same code gives the same count (bytecode compiled beforehand).
# Needs valgrind; PY overrides the Python (default: the main checkout's virtualenv).
cd "$(dirname "$0")/.." || exit 1
PY=${PY:-/work/main/.venv/bin/python}
export PYTHONPATH="$PWD"
export PYTHONHASHSEED=${PYTHONHASHSEED:-0}  # string hashes move the count a little (±0.5%)
"$PY" bench/duel_fixed.py 1 $1 >/dev/null  # compile and cache every module first (not counted)
a=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" bench/duel_fixed.py 120 $1 2>&1 | grep "Collected" | awk '{print $4}')
b=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" bench/duel_fixed.py 20 $1 2>&1 | grep "Collected" | awk '{print $4}')
n1=$("$PY" bench/duel_fixed.py 120 $1); n0=$("$PY" bench/duel_fixed.py 20 $1)
python3 -c "print('Ir per action:', round(($a-$b)/($n1-$n0)))"
