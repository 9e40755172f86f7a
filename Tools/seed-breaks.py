#!/usr/bin/env python3
# Seeds breaks into scratch copies of a real Objective-C or mixed app and checks that
# `nibcheck lint` catches each (Docs/connections.md, "Real apps"):
#
#   Tools/seed-breaks.py APP_FOLDER [NIBCHECK]      # NIBCHECK: default .build/release/nibcheck
#
# Candidates are chosen by name from the app's own documents (Pods excluded), three of each kind
# (seeded pseudo-randomly, so runs repeat): an `@property … IBOutlet` line deleted, an `IBOutlet`
# ivar line deleted, an `- (IBAction)name:` renamed in the .m and its header, an `@interface`
# renamed in its header. A break counts as caught when a finding names it. The choice is by
# name only, so a candidate may not be a break at all (an outlet of that name connected only
# for another class): judge the misses by hand.
import os, re, random, shutil, subprocess, sys, glob, tempfile
root = sys.argv[1].rstrip('/')
app = os.path.basename(root)
nib = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else '.build/release/nibcheck')
random.seed(15)
docs = [p for p in glob.glob(root + '/**/*.xib', recursive=True) + glob.glob(root + '/**/*.storyboard', recursive=True) if '/Pods/' not in p]
doctext = ''.join(open(p, errors='replace').read() for p in docs)
outlets = set(re.findall(r'<outlet property="(\w+)"', doctext)) | set(re.findall(r'<outletCollection property="(\w+)"', doctext))
actions = set(re.findall(r'selector="([\w:]+)"', doctext))
classes = set(re.findall(r'customClass="(\w+)"', doctext))
framework = {'view','delegate','dataSource','window','tableView','collectionView','menu','textField','imageView','contentView','searchBar','navigationItem','nextKeyView','initialFirstResponder','target','formatter','textLabel','detailTextLabel','dockMenu','toolbar','tabBar'}
srcs = [p for p in glob.glob(root + '/**/*', recursive=True) if p.endswith(('.h', '.m', '.mm')) and '/Pods/' not in p and os.path.isfile(p)]
cands = {'outlet property': [], 'outlet ivar': [], 'action': [], 'class': []}
for p in srcs:
    lines = open(p, errors='replace').read().split('\n')
    for n, l in enumerate(lines):
        m = re.match(r'\s*@property\b.*\bIBOutlet\b[^;]*?\*\s*(\w+)\s*;', l)
        if m and m.group(1) in outlets and m.group(1) not in framework: cands['outlet property'].append((p, n, m.group(1), 'del'))
        m = re.match(r'\s*IBOutlet\s+\w+\s*\*\s*(\w+)\s*;', l)
        if m and m.group(1) in outlets and m.group(1) not in framework: cands['outlet ivar'].append((p, n, m.group(1), 'del'))
        m = re.match(r'\s*-\s*\(IBAction\)\s*(\w+):', l)
        if m and p.endswith(('.m', '.mm')) and m.group(1) + ':' in actions: cands['action'].append((p, n, m.group(1) + ':', 'ren'))
        m = re.match(r'@interface\s+(\w+)\s*:\s*\w+', l)
        if m and p.endswith('.h') and m.group(1) in classes: cands['class'].append((p, n, m.group(1), 'cls'))
rules = 'outlet-missing-property,action-missing-method,unknown-custom-class'
total = caught = 0
for kind, items in cands.items():
    random.shuffle(items)
    for p, n, name, how in items[:3]:
        scratch = os.path.join(tempfile.gettempdir(), 'seed-' + app)
        shutil.rmtree(scratch, ignore_errors=True)
        shutil.copytree(root, scratch, symlinks=True)
        q = scratch + p[len(root):]
        lines = open(q, errors='replace').read().split('\n')
        if how == 'del':
            lines[n] = ''
        elif how == 'ren':
            # every declaration of the method in the file and its header: the whole method is renamed
            pattern = re.compile(r'\(IBAction\)\s*' + name[:-1] + ':')
            lines = [pattern.sub('(IBAction)' + name[:-1] + 'Renamed:', l) for l in lines]
            h = q[:q.rfind('.')] + '.h'
            if os.path.exists(h):
                header = open(h, errors='replace').read()
                open(h, 'w').write(pattern.sub('(IBAction)' + name[:-1] + 'Renamed:', header))
        else:
            lines[n] = lines[n].replace(name, name + 'Renamed', 1)
        open(q, 'w').write('\n'.join(lines))
        out = subprocess.run([nib, 'lint', '--only', rules, scratch], capture_output=True, text=True).stdout
        if how == "ren" and not [l for l in out.split("\n") if ("'" + name + "'") in l]: print(out[-600:])
        hit = [l for l in out.split('\n') if ("'" + name + "'") in l]
        total += 1
        caught += bool(hit)
        print(('CAUGHT ' if hit else 'MISSED ') + kind + ': ' + name + ' (' + p[len(root) + 1:] + ':' + str(n + 1) + ')' + ('' if not hit else ' -> ' + hit[0].split(': ', 1)[1][:150]))
shutil.rmtree(os.path.join(tempfile.gettempdir(), 'seed-' + app), ignore_errors=True)
print(f'{app}: {caught}/{total} caught')
