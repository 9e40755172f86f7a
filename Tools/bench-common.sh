# Shared by the benchmark scripts (sourced, not run): timing one command, and the median of a
# list of timings.

# Seconds (with nanoseconds) a command takes; its output and status are ignored (the corpus
# holds unreadable files on purpose, and lint findings make nibcheck exit non-zero).
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

# The median of the numbers on standard input, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
