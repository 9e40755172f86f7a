#!/usr/bin/env python3
"""Checks NibKit's public API for one name per concept and documentation comments.

Fails when
  * a top-level public type (struct, enum, class, protocol, actor, typealias) has the same name
    in two library modules: a client importing both (`import NibKit` imports six) cannot name it
    without an ambiguity error;
  * a top-level public declaration (type, function, operator, global) has no `///` comment;
  * more public members lack one than MEMBERS_WITHOUT_DOCS allows (a ratchet: it may only go
    down; members that implement a standard protocol requirement such as `description`, `==`,
    `hash(into:)` or a literal initialiser, or one of NibKit's own (`Rule.check`, `sources`,
    `DiffReporter.render`, `format`, `OutletValue.outletValue`), take the protocol's
    documentation and are not counted).

    Tools/check-public-api.py              the checks
    Tools/check-public-api.py --members    also list the members without documentation
    Tools/check-public-api.py --top-level  print every top-level public type as MODULE NAME
"""
import os
import re
import sys

LIBRARIES = ["NibModel", "NibSolver", "NibLayout", "NibLocalization", "NibProject", "NibLint", "NibDiff", "NibKit",
             "SourceScan", "XcodeProject", "YAMLSubset", "ParallelMap", "SourceLocations"]

# Public members that still have no documentation comment; lower it as they get one.
MEMBERS_WITHOUT_DOCS = 0

DECLARATION = re.compile(r"^(\s*)(?:@[\w.]+(?:\([^)]*\))?\s+)*public\s+(?!import\b|extension\b)(.*)")
TYPE = re.compile(r"^(?:final\s+)?(struct|enum|class|protocol|actor|typealias)\s+(\w+)")
WITNESS = re.compile(
    r"^(?:static\s+|override\s+|nonisolated\s+)*(?:var|let|func)\s+"
    r"(description|debugDescription|hash|id|rawValue|errorDescription|encode|makeIterator|next|callAsFunction"
    r"|wrappedValue|check|checkProject|sources|format|render|outletValue)\b"
    r"|^(?:static\s+)?func\s+(==|<|<=|>|>=|~=)"
    r"|^init\((?:from decoder|stringLiteral|integerLiteral|floatLiteral|booleanLiteral|arrayLiteral|nilLiteral"
    r"|dictionaryLiteral|rawValue)")


def declarations(root):
    """(module, path, line number, indentation, declaration text, documented) for every public line."""
    for module in LIBRARIES:
        folder = os.path.join(root, "Sources", module)
        for directory, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as f:
                    lines = f.read().split("\n")
                for index, line in enumerate(lines):
                    match = DECLARATION.match(line)
                    if not match:
                        continue
                    above = index - 1
                    while above >= 0 and lines[above].strip().startswith("@"):
                        above -= 1
                    previous = lines[above].strip() if above >= 0 else ""
                    documented = previous.startswith("///") or previous.endswith("*/")
                    yield module, path, index + 1, match.group(1), match.group(2), documented


def main(argv):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    found = list(declarations(root))
    top_level_types = {}
    problems = []
    members_without_docs = []
    for module, path, number, indent, text, documented in found:
        where = f"{os.path.relpath(path, root)}:{number}"
        type_match = TYPE.match(text)
        if indent == "":
            if type_match:
                top_level_types.setdefault(type_match.group(2), []).append((module, where))
            if not documented:
                problems.append(f"{where}: public declaration without a /// comment: {text[:80]}")
        elif not documented and not WITNESS.match(text):
            members_without_docs.append(f"{where}: {text[:100]}")
    if "--top-level" in argv:
        for name, places in sorted(top_level_types.items()):
            for module, _ in places:
                print(module, name)
        return 0
    for name, places in sorted(top_level_types.items()):
        modules = sorted({module for module, _ in places})
        if len(modules) > 1:
            problems.append(f"public type {name} is declared in {', '.join(modules)}: "
                            + ", ".join(where for _, where in places))
    if "--members" in argv:
        print("\n".join(members_without_docs))
    if len(members_without_docs) > MEMBERS_WITHOUT_DOCS:
        problems.append(f"{len(members_without_docs)} public members without a /// comment, "
                        f"more than the {MEMBERS_WITHOUT_DOCS} allowed (--members lists them)")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check-public-api: {len(top_level_types)} top-level public types, "
          f"{len(members_without_docs)} public members without documentation (at most {MEMBERS_WITHOUT_DOCS}), "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
