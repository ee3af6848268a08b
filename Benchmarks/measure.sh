# Sourced by Benchmarks/floor.sh and Benchmarks/monorepo.sh: rows of median wall time and peak RSS
# (GNU /usr/bin/time -v) over RUNS runs, each with its ratio to the first row (the parse floor).
# The caller sets RUNS, and LABEL_WIDTH for the label column; `measure` leaves the row's median
# seconds in LAST_S.
FLOOR_S=""; FLOOR_KB=""; LAST_S=""
once() { # COMMAND...: prints "seconds kilobytes" of one run, output discarded
  local log; log=$(mktemp)
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
  local wall kb
  wall=$(grep 'Elapsed (wall clock)' "$log" | awk '{ print $NF }')
  kb=$(grep 'Maximum resident set size' "$log" | awk '{ print $NF }')
  rm -f "$log"
  echo "$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }') $kb"
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
measure() { # LABEL SETUP COMMAND...: the median of RUNS runs; SETUP runs before each one (untimed)
  local label="$1" setup="$2"; shift 2
  local results="" run
  for ((run = 0; run < RUNS; run++)); do
    eval "$setup"
    results+="$(once "$@")"$'\n'
  done
  local seconds kb
  seconds=$(printf '%s' "$results" | awk 'NF { print $1 }' | median)
  kb=$(printf '%s' "$results" | awk 'NF { print $2 }' | median)
  if [ -z "$FLOOR_S" ]; then FLOOR_S=$seconds; FLOOR_KB=$kb; fi
  LAST_S=$seconds
  printf "%-${LABEL_WIDTH:-36}s %8.2f s  %8.0f MB   (%.2f× floor time, %.2f× floor RSS)\n" "$label" "$seconds" "$(awk "BEGIN { print $kb / 1024 }")" \
    "$(awk "BEGIN { print $seconds / $FLOOR_S }")" "$(awk "BEGIN { print $kb / $FLOOR_KB }")"
}
