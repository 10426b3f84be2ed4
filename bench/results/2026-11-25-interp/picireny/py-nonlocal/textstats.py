"""Text statistics: word frequencies, n-grams and a readability score.

Written for the interpreted-mode reduction benchmark (issue 13).
"""

import math
import re
import sys
from collections import Counter
from dataclasses import dataclass, field

WORD = re.compile(r"[A-Za-z']+")
SENTENCE_END = re.compile(r"[.!?]+")
VOWELS = set("aeiouy")
STOP_WORDS = frozenset(
    "a an and are as at be but by for if in into is it no not of on or such "
    "that the their then there these they this to was will with".split()
)


def syllables(word: str) -> int:
    word = word.lower().strip("'")
    if not word:
        return 0
    count, previous = 0, False
    for ch in word:
        vowel = ch in VOWELS
        if vowel and not previous:
            count += 1
        previous = vowel
    if word.endswith("e") and count > 1:
        count -= 1
    return max(count, 1)


def ngrams(words, n):
    return zip(*(words[i:] for i in range(n)))


@dataclass
class Stats:
    words: int = 0
    sentences: int = 0
    syllables: int = 0
    frequencies: Counter = field(default_factory=Counter)
    bigrams: Counter = field(default_factory=Counter)

    @property
    def flesch(self) -> float:
        if not self.words or not self.sentences:
            return 0.0
        return (
            206.835
            - 1.015 * (self.words / self.sentences)
            - 84.6 * (self.syllables / self.words)
        )

    def top(self, k=10, skip_stop_words=True):
        items = (
            (w, c)
            for w, c in self.frequencies.most_common()
            if not (skip_stop_words and w in STOP_WORDS)
        )
        return [item for _, item in zip(range(k), items)]


def analyse(text: str) -> Stats:
    stats = Stats()
    for sentence in SENTENCE_END.split(text):
        words = [w.lower() for w in WORD.findall(sentence)]
        if not words:
            continue
        stats.sentences += 1
        stats.words += len(words)
        stats.syllables += sum(syllables(w) for w in words)
        stats.frequencies.update(words)
        stats.bigrams.update(" ".join(g) for g in ngrams(words, 2))
    return stats


def summarize(paths):
    word_total = 0
    per_file = {}

    def account(path, stats):
        nonlocal total_words
        total_words += stats.words
        per_file[path] = stats

    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                account(path, analyse(f.read()))
        except OSError as err:
            print(f"{path}: {err.strerror}", file=sys.stderr)
    return word_total, per_file


def entropy(counter: Counter) -> float:
    total = sum(counter.values())
    if total == 0:
        return 0.0
    return -sum((c / total) * math.log2(c / total) for c in counter.values())


def render(path, stats, width=40):
    lines = [f"== {path}", f"words {stats.words}, sentences {stats.sentences}"]
    lines.append(f"Flesch reading ease {stats.flesch:.1f}")
    lines.append(f"word entropy {entropy(stats.frequencies):.2f} bits")
    top = stats.top()
    if top:
        longest = max(len(w) for w, _ in top)
        scale = width / top[0][1]
        for word, count in top:
            bar = "#" * max(1, round(count * scale))
            lines.append(f"  {word:<{longest}} {count:>5} {bar}")
    common = [b for b, c in stats.bigrams.most_common(3) if c > 1]
    if common:
        lines.append("  frequent pairs: " + "; ".join(common))
    return "\n".join(lines)


def main(argv):
    if len(argv) < 2:
        print(f"usage: {argv[0]} FILE...", file=sys.stderr)
        return 2
    total, per_file = summarize(argv[1:])
    for path, stats in sorted(per_file.items()):
        print(render(path, stats))
    print(f"{total} words in {len(per_file)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
