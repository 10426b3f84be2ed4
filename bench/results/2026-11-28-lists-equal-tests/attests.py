import sys,re
# usage: attests.py LOG  -> best tokens at given test counts
marks=[100,250,500,1000,1500,2000]
best={}
cur=None
rows=[]
for line in open(sys.argv[1]):
    m=re.search(r"(\d+)/\d+ tokens, .*?, (\d+) tests", line)
    if m: rows.append((int(m.group(2)), int(m.group(1))))
out=[]
for mk in marks:
    b=[t for (n,t) in rows if n<=mk]
    out.append(f"{mk}:{min(b) if b else '-'}")
print(" ".join(out))
