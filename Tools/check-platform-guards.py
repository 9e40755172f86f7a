#!/usr/bin/env python3
"""Fails when Swift code uses a platform C module outside a guard for that platform.

NibKit builds on Linux (Glibc) and macOS (Darwin). Code that names `Glibc.write` or imports
`Glibc` with no `#if canImport(Glibc)` around it compiles on Linux and breaks the macOS build,
which CI here never runs. This check finds that on Linux:

  * `import Glibc` / `Glibc.symbol` must sit in a branch whose condition requires Glibc
    (`canImport(Glibc)` or `os(Linux)`), and the same for Darwin (`canImport(Darwin)`,
    `os(macOS)`, `os(iOS)`, ...). A branch is guarded only by its own condition: `#else` and
    `#elseif` after `#if canImport(Darwin)` are not Glibc (they may be Windows or Musl), and a
    condition with `||` is a guard only if every alternative is. Guards nest.
  * A bare C-library call (`write(`, `errno`, `strerror(`, ...) outside a platform branch needs
    the C library on both platforms: the file imports Foundation (which re-exports it), or
    imports both Glibc and Darwin.

  * Sources/ (the libraries and the tool) imports full Foundation only in the `#else` of
    `#if canImport(FoundationEssentials)`: one unguarded `import Foundation` in any module
    links Foundation, FoundationInternationalization and their 40 MB ICU into nibcheck, which
    the dynamic loader then maps and relocates on every run (a warm `nibcheck lint` paid
    for it from December 2026, 04:21, until the check was added).

  * Sources/ uses no standard-library API newer than the package's macOS 14 deployment target
    (`NEWER_API`): Linux's toolchain has it, Xcode refuses it for macOS 14 (a reader and the
    scan record used `String(validating:as:)`, macOS 15, until the check was added).

Comments, string literals (also multi-line and raw ones) are skipped; string interpolations are
code. A grep-level scanner, not a Swift parser: it knows what NibKit's code is written like.

    Tools/check-platform-guards.py                 check Sources, Tests, Tools, Plugins
    Tools/check-platform-guards.py FILE_OR_DIR ... check these
    Tools/check-platform-guards.py --self-test     run the checks on the samples below
"""
import os
import re
import sys

PLATFORMS = {
    "Glibc": ("canImport(Glibc)", "os(Linux)"),
    "Darwin": ("canImport(Darwin)", "os(macOS)", "os(iOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)"),
}

# C functions and globals NibKit's kind of code calls that come only from the C library module
# (or Foundation, which re-exports it). Bare names, so a method `x.exit(` or a label `exit:`
# does not count, nor a name the file declares itself (`func getenv(`). `read`, `write`,
# `open` and `close` are left out: Swift code is full of its own functions of those names, and
# C code calling them also tests `errno`, which is listed.
LIBC_NAMES = {
    "errno", "strerror", "exit", "_exit", "fstat", "stat",
    "lstat", "isatty", "getpid", "kill", "signal", "sigaction", "pipe", "dup", "dup2", "fcntl",
    "posix_spawn", "posix_spawnp", "waitpid", "sysconf", "getenv", "setenv", "unsetenv", "mkdir",
    "rmdir", "unlink", "rename", "realpath", "opendir", "readdir", "closedir", "fsync", "lseek",
    "mmap", "munmap", "clock_gettime", "nanosleep", "usleep", "pthread_create", "pthread_join",
    "getrusage", "memcpy", "memcmp", "strlen", "malloc", "free", "mkstemp", "fopen", "fclose",
    "fwrite", "fread", "fflush", "fputs", "setvbuf", "EINTR", "EPIPE", "ENOENT", "EAGAIN",
    "O_RDONLY", "O_WRONLY", "O_CREAT", "S_IFMT", "S_IFREG", "S_IFDIR", "SIGPIPE", "SIG_IGN",
    "STDOUT_FILENO", "STDERR_FILENO",
}


def code_lines(text):
    """The text with comments and string contents blanked (newlines kept, so line numbers hold).

    Interpolations (`\\(...)`) inside strings stay, as they are code."""
    out = []
    i, n = 0, len(text)
    # A stack of contexts: ("code", paren_depth) or ("string", delimiter, hashes).
    stack = [["code", 0]]
    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j]))
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:i + 64])
            if m and (m.group(1) == "" or text[i] == "#"):
                hashes, quote = len(m.group(1)), m.group(2)
                out.append(" " * m.end())
                i += m.end()
                stack.append(["string", quote, hashes])
                continue
            if c == "(":
                top[1] += 1
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop()  # the end of an interpolation: back in its string
                    out.append(" ")
                    i += 1
                    continue
                top[1] -= 1
            out.append(c)
            i += 1
            continue
        # Inside a string literal.
        _, quote, hashes = top
        closing = quote + "#" * hashes
        if text.startswith(closing, i):
            out.append(" " * len(closing))
            i += len(closing)
            stack.pop()
            continue
        escape = "\\" + "#" * hashes
        if text.startswith(escape + "(", i):
            out.append(" " * (len(escape) + 1))
            i += len(escape) + 1
            stack.append(["code", 0])
            continue
        if text.startswith(escape, i) and i + len(escape) < n:
            nxt = text[i + len(escape)]
            out.append(" " * len(escape) + ("\n" if nxt == "\n" else " "))
            i += len(escape) + 1
            continue
        if quote == '"' and c == "\n":
            stack.pop()  # an unterminated single-line string ends at the line's end
        out.append("\n" if c == "\n" else " ")
        i += 1
    return "".join(out).split("\n")


def guards(condition):
    """The platforms a branch condition requires: each `||` alternative must require it."""
    condition = condition.strip()
    while condition.startswith("(") and condition.endswith(")") and balanced(condition[1:-1]):
        condition = condition[1:-1].strip()
    alternatives = split_top(condition, "||")
    required = None
    for alternative in alternatives:
        terms = [t.strip() for t in split_top(alternative, "&&")]
        found = set()
        for term in terms:
            while term.startswith("(") and term.endswith(")") and balanced(term[1:-1]):
                term = term[1:-1].strip()
            if "||" in term or "&&" in term:
                found |= guards(term)
                continue
            compact = term.replace(" ", "")
            for platform, spellings in PLATFORMS.items():
                if compact in spellings:
                    found.add(platform)
        required = found if required is None else required & found
    return required or set()


def balanced(text):
    depth = 0
    for c in text:
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth < 0:
            return False
    return depth == 0


def split_top(text, operator):
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
        elif depth == 0 and text.startswith(operator, i):
            parts.append(text[start:i])
            start = i + len(operator)
            i += len(operator)
            continue
        i += 1
    parts.append(text[start:])
    return parts


# Standard-library API the package's deployment target (macOS 14) lacks, with what to use.
NEWER_API = {
    "String(validating:": "String(validating:as:) is macOS 15 only: check with UTF8Validation.isValid, then String(decoding:as:)",
}


def check(path, text):
    """The problems in one file, as `path:line: message` strings."""
    problems = []
    stack = []  # the platforms each enclosing branch requires
    # Per enclosing branch: "essentials" in `#if canImport(FoundationEssentials)`, "fallback"
    # in its `#else`, None otherwise.
    essentials = []
    library = path.replace(os.sep, "/").split("/")[0] == "Sources"
    imports = {"Glibc": False, "Darwin": False, "Foundation": False}
    bare_uses = []
    for number, line in enumerate(code_lines(text), start=1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, rest = directive.group(1), directive.group(2)
            if kind == "if":
                stack.append(guards(rest))
                essentials.append("essentials" if rest.replace(" ", "") == "canImport(FoundationEssentials)" else None)
            elif kind == "elseif" and stack:
                stack[-1] = guards(rest)
                essentials[-1] = None
            elif kind == "else" and stack:
                stack[-1] = set()
                essentials[-1] = "fallback" if essentials[-1] == "essentials" else None
            elif kind == "endif" and stack:
                stack.pop()
                essentials.pop()
            else:
                problems.append(f"{path}:{number}: #{kind} without #if")
            continue
        if library:
            for api, advice in NEWER_API.items():
                if api in line.replace(" ", ""):
                    problems.append(f"{path}:{number}: {advice}")
        guarded = set().union(*stack) if stack else set()
        imported = re.match(r"(?:@\w+\s+)*import\s+(?:(?:func|var|let|struct|class|enum|typealias|protocol)\s+)?(\w+)", stripped)
        if imported:
            module = imported.group(1)
            if module in PLATFORMS:
                if module not in guarded:
                    problems.append(f"{path}:{number}: import {module} outside #if {PLATFORMS[module][0]}")
                imports[module] = True
            elif module in ("Foundation", "FoundationEssentials") and module == "Foundation":
                imports["Foundation"] = True
                if library and "fallback" not in essentials:
                    problems.append(f"{path}:{number}: import Foundation outside the #else of #if canImport(FoundationEssentials)")
        for platform in PLATFORMS:
            for m in re.finditer(r"(?<![\w.])" + platform + r"\s*\.\s*(\w+)", line):
                if platform not in guarded:
                    problems.append(f"{path}:{number}: {platform}.{m.group(1)} outside #if {PLATFORMS[platform][0]}")
        if not guarded and not imported:
            for m in re.finditer(r"(?<![\w.$])(\w+)\b", line):
                name = m.group(1)
                if name not in LIBC_NAMES:
                    continue
                before = line[:m.start()].rstrip()
                after = line[m.end():].lstrip()
                if re.search(r"\b(func|case|var|let)$", before) or after.startswith(":"):
                    continue  # a declaration or an argument label, not a use
                if name.islower() and name not in ("errno",) and not after.startswith("("):
                    continue  # a function named without a call is a variable of that name
                bare_uses.append((number, name))
    if stack:
        problems.append(f"{path}: #if without #endif")
    declared = set(re.findall(r"\bfunc\s+(\w+)", text))
    bare_uses = [(number, name) for number, name in bare_uses if name not in declared]
    if bare_uses and not imports["Foundation"] and not (imports["Glibc"] and imports["Darwin"]):
        missing = "Darwin" if imports["Glibc"] else "Glibc" if imports["Darwin"] else "Glibc and Darwin"
        for number, name in bare_uses:
            problems.append(f"{path}:{number}: {name} comes from the C library, but the file imports no Foundation and no {missing}")
    return problems


def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("out", "corpus-run"))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


# Each sample: its text and the problems the check must find (as `line: symbol` fragments).
SAMPLES = [
    ("unguarded qualified call", "import Foundation\nlet n = Glibc.write(1, p, 3)\n", ["2: Glibc.write"]),
    ("guarded qualified call", "#if canImport(Glibc)\nimport Glibc\nlet n = Glibc.write(1, p, 3)\n#endif\n", []),
    ("os(Linux) guards Glibc", "#if os(Linux)\nimport Glibc\n_ = Glibc.exit\n#endif\n", []),
    ("Darwin call in Glibc branch", "#if canImport(Glibc)\nimport Glibc\n_ = Darwin.write(1, p, 3)\n#endif\n", ["3: Darwin.write"]),
    ("#else is not a Glibc guard", "#if canImport(Darwin)\nimport Darwin\n#else\nimport Glibc\n#endif\n", ["4: import Glibc"]),
    ("#elseif guards its own platform", "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n_ = Glibc.errno\n#endif\n", []),
    ("code after #endif is unguarded", "#if canImport(Glibc)\nimport Glibc\n#endif\nlet n = Glibc.write(1, p, 3)\n", ["4: Glibc.write"]),
    ("nesting keeps the outer guard", "#if canImport(Glibc)\n#if DEBUG\n_ = Glibc.write(1, p, 1)\n#endif\n#endif\n", []),
    ("an inner #else keeps the outer guard", "#if os(Linux)\n#if DEBUG\n#else\n_ = Glibc.read(0, p, 1)\n#endif\n#endif\n", []),
    ("|| is a guard only if both sides are", "#if canImport(Glibc) || canImport(Musl)\n_ = Glibc.read(0, p, 1)\n#endif\n", ["2: Glibc.read"]),
    ("&& keeps the guard", "#if canImport(Glibc) && DEBUG\n_ = Glibc.read(0, p, 1)\n#endif\n", []),
    ("negation is not a guard", "#if !canImport(Glibc)\n_ = Glibc.read(0, p, 1)\n#endif\n", ["2: Glibc.read"]),
    ("comments do not count", "// Glibc.write(1, p, 3)\n/* Darwin.exit(1) /* nested */ import Glibc */\nlet x = 1\n", []),
    ("strings do not count", 'let a = "Glibc.write(1)"\nlet b = """\n  import Darwin\n  """\nlet c = #"Darwin.exit("#\n', []),
    ("interpolations are code", 'let a = "\\(Glibc.errno) \\(f("x"))"\n', ["1: Glibc.errno"]),
    ("a comment does not open a guard", "// #if canImport(Glibc)\n_ = Glibc.write(1, p, 1)\n", ["2: Glibc.write"]),
    ("bare call with one platform imported", "#if canImport(Glibc)\nimport Glibc\n#endif\nlet n = strerror(1)\n", ["4: strerror"]),
    ("bare call with both imported", "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\nlet n = write(1, p, 3)\nif errno == EINTR {}\n", []),
    ("bare call with Foundation", "import Foundation\nexit(2)\n", []),
    ("Foundation in Sources/ unguarded", ("Sources/A/a.swift", "import Foundation\n"), ["1: import Foundation"]),
    ("Foundation in Sources/ as the fallback", ("Sources/A/a.swift", "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"), []),
    ("Foundation in Sources/ in the Essentials branch", ("Sources/A/a.swift", "#if canImport(FoundationEssentials)\nimport Foundation\n#endif\n"), ["2: import Foundation"]),
    ("macOS 15 API in Sources/", ("Sources/A/a.swift", "let s = String(validating: bytes, as: UTF8.self)\n"), ["1: String(validating:as:) is macOS 15 only"]),
    ("macOS 15 API in a comment", ("Sources/A/a.swift", "// not String(validating:as:)\nlet s = String(decoding: b, as: UTF8.self)\n"), []),
    ("Foundation in Sources/ under another #else", ("Sources/A/a.swift", "#if os(Linux)\nimport Glibc\n#else\nimport Foundation\n#endif\n"), ["4: import Foundation"]),
    ("methods, labels and declarations are not calls", "func getenv(_ s: String) {}\nlet h = getenv(\"HOME\")\nhandle.exit(data)\nf(errno: 1)\nlet exit = 1\n", []),
]


def self_test():
    failures = 0
    for name, sample, expected in SAMPLES:
        # A sample is its text (a file outside Sources/), or its path and text.
        path, text = sample if isinstance(sample, tuple) else ("sample.swift", sample)
        found = check(path, text)
        ok = len(found) == len(expected) and all(any(f"{path}:{e.split(':')[0]}:" in p and e.split(': ')[1] in p for p in found) for e in expected)
        if not ok:
            failures += 1
            print(f"self-test '{name}': expected {expected}, found {found}", file=sys.stderr)
    print(f"check-platform-guards self-test: {len(SAMPLES) - failures} of {len(SAMPLES)} samples as expected")
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if self_test():
        return 1
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")) if len(argv) == 1 else None
    roots = argv[1:] or ["Sources", "Tests", "Tools", "Plugins", "Package.swift"]
    problems = []
    count = 0
    for path in swift_files(roots):
        count += 1
        with open(path, encoding="utf-8", errors="replace") as f:
            problems += check(path, f.read())
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check-platform-guards: {count} Swift files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
