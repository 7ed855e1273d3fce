#!/usr/bin/env bash
# The original design's hook, for scale: find the files, then sed/grep each one for its
# description. Reads the hook JSON's cwd the simple way and walks up to .ai-core.
input=$(cat)
cwd=$(printf '%s' "$input" | sed -n 's/.*"cwd":"\([^"]*\)".*/\1/p')
dir=$cwd
while [ "$dir" != "/" ] && [ ! -d "$dir/.ai-core" ]; do dir=$(dirname "$dir"); done
[ -d "$dir/.ai-core" ] || exit 0
root="$dir/.ai-core/data/memory"
key=$(basename "$cwd")
echo "<project-memory>"
echo "경로: $root/"
for f in $(find "$root/_global" "$root/$key" -maxdepth 1 -name '*.md' -not -name README.md 2>/dev/null); do
  desc=$(sed -n '/^---$/,/^---$/p' "$f" | grep '^description:' | sed 's/^description: *//')
  scope=$(basename "$(dirname "$f")")
  [ "$scope" = "_global" ] && scope="공통"
  echo "[$scope] $(basename "$f" .md) — $desc"
done
echo "관련 있는 memory는 Read하여 참고하세요."
echo "</project-memory>"
