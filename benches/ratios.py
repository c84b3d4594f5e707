"""The ratio of alternated pairs of measurements, with how sure it is.

Reads pairs from standard input, one per line: BEFORE AFTER (further
columns are ignored). Prints the geometric mean of AFTER / BEFORE over the
pairs and its 95 % confidence interval, from Student's t over the pairs'
log ratios: on a machine whose runs of one binary differ by a quarter, a
mean of eight pairs says little without it.

    ... | python3 benches/ratios.py [LABEL]
"""

import math
import statistics
import sys

# Two-sided 95 % quantiles of Student's t, by degrees of freedom (1-30);
# beyond 30 the normal quantile, 1.96, is used (within 4 % of t's).
T_95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def summary(pairs: list[tuple[float, float]]) -> str:
    """The geometric mean ratio of `pairs` and, from two pairs on, its
    95 % interval."""
    logs = [math.log(after / before) for before, after in pairs]
    mean = statistics.fmean(logs)
    text = f"{math.exp(mean):.3f} times over {len(logs)} pair{'s' if len(logs) > 1 else ''} (geometric mean)"
    if len(logs) < 2:
        return text
    t = T_95[len(logs) - 2] if len(logs) - 1 <= len(T_95) else 1.96
    half = t * statistics.stdev(logs) / math.sqrt(len(logs))
    return f"{text}, 95 % interval {math.exp(mean - half):.3f}-{math.exp(mean + half):.3f}"


def main() -> None:
    label = sys.argv[1] if len(sys.argv) > 1 else "after / before"
    pairs = []
    for line in sys.stdin:
        fields = line.split()
        if len(fields) < 2:
            continue
        try:
            before, after = float(fields[0]), float(fields[1])
        except ValueError:
            before = after = math.nan
        # Refuses words, zeros, negatives, NaN and infinities alike.
        if not all(0 < figure < math.inf for figure in (before, after)):
            sys.exit(f"not a measurement: {line.strip()}")
        pairs.append((before, after))
    if not pairs:
        sys.exit("no pairs on standard input")
    print(f"{label}: {summary(pairs)}")


if __name__ == "__main__":
    main()
