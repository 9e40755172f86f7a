#!/usr/bin/env python3
"""Checks the files that install nibcheck with real parsers and the rules their tools apply.

No Docker engine, GitHub runner or pre-commit install runs in CI here, so this is what "parses"
means for them (issue 17):

  * action.yml and .pre-commit-hooks.yaml are read with PyYAML (a full YAML 1.1 parser, not
    NibKit's configuration subset). action.yml: the keys GitHub's action metadata requires
    (name, description, runs), a composite action whose steps each have exactly one of `run`
    (with `shell`) and `uses`, inputs with descriptions, every `${{ inputs.X }}` an input and
    every `steps.ID` an earlier step's id, and every script a step runs present and executable.
    .pre-commit-hooks.yaml: a list of hooks with pre-commit's required keys (id, name, entry,
    language), no key pre-commit does not know, booleans where it wants them, a language
    pre-commit knows, and a `files` pattern Python's `re` compiles (the engine pre-commit
    matches with).
  * The Dockerfile is split into instructions as Docker's parser does (comments, `\\` line
    continuations): every instruction is one of Docker's, the first is FROM (or ARG), FROM
    has the form `image[:tag] [AS name]`, stage names are unique, every `COPY --from` names an
    earlier stage and copies a path that stage writes (named in one of its RUN, COPY or
    WORKDIR instructions), every other COPY source exists in the build context and is not
    excluded by .dockerignore, JSON-form CMD and ENTRYPOINT are JSON arrays of strings, and
    ENV sets key=value pairs. It does not run the build: `docker build` does that where a
    Docker engine runs.

    Tools/check-distribution.py               check the repository's files
    Tools/check-distribution.py --self-test   run the checks on broken samples below
"""
import fnmatch
import json
import os
import re
import sys

try:
    import yaml
except ImportError:
    sys.exit("check-distribution: needs PyYAML (Debian/Ubuntu: apt-get install python3-yaml; or pip install pyyaml)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# pre-commit's languages (pre-commit 3.x, `pre_commit/languages`).
PRE_COMMIT_LANGUAGES = {
    "conda", "coursier", "dart", "docker", "docker_image", "dotnet", "fail", "golang", "haskell", "julia",
    "lua", "node", "perl", "pygrep", "python", "r", "ruby", "rust", "script", "swift", "system",
}
# The keys of a hook in pre-commit's manifest (3.x, `pre_commit/clientlib.py` MANIFEST_HOOK_DICT)
# and those of them that must be booleans: pre-commit refuses a quoted "true" and only warns
# about an unknown key, so a misspelt `pass_filenames` would silently lint the whole project.
PRE_COMMIT_HOOK_KEYS = {
    "id", "name", "entry", "language", "alias", "files", "exclude", "types", "types_or", "exclude_types",
    "additional_dependencies", "args", "always_run", "fail_fast", "pass_filenames", "description",
    "language_version", "log_file", "minimum_pre_commit_version", "require_serial", "stages", "verbose",
}
PRE_COMMIT_BOOLEAN_KEYS = {"always_run", "fail_fast", "pass_filenames", "require_serial", "verbose"}
# Every Dockerfile instruction (Dockerfile reference).
DOCKER_INSTRUCTIONS = {
    "ADD", "ARG", "CMD", "COPY", "ENTRYPOINT", "ENV", "EXPOSE", "FROM", "HEALTHCHECK", "LABEL",
    "MAINTAINER", "ONBUILD", "RUN", "SHELL", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR",
}
COPY_FLAGS = {"--from", "--chown", "--chmod", "--link", "--parents", "--exclude"}
IMAGE = re.compile(r"^[a-z0-9]+(?:[._/-][a-z0-9]+)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[0-9a-f]{64})?$")


def check_action(text, exists):
    problems = []
    action = yaml.safe_load(text)
    if not isinstance(action, dict):
        return ["action.yml: not a mapping"]
    for key in ("name", "description", "runs"):
        if not action.get(key):
            problems.append(f"action.yml: no `{key}`")
    inputs = action.get("inputs") or {}
    for name, spec in inputs.items():
        if not isinstance(spec, dict) or not spec.get("description"):
            problems.append(f"action.yml: input `{name}` has no description")
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        problems.append(f"action.yml: runs.using is {runs.get('using')!r}, not composite")
    ids = []
    for number, step in enumerate(runs.get("steps") or [], 1):
        where = f"action.yml: step {number} ({step.get('name', 'unnamed')})"
        if ("run" in step) == ("uses" in step):
            problems.append(f"{where}: needs exactly one of `run` and `uses`")
        if "run" in step and not step.get("shell"):
            problems.append(f"{where}: a `run` step of a composite action needs `shell`")
        for script in re.findall(r"\$GITHUB_ACTION_PATH/([\w./-]+)", str(step.get("run", ""))):
            if not exists(script, executable=True):
                problems.append(f"{where}: runs {script}, which is not an executable file of the repository")
        # `if:` is an expression with or without `${{ }}`.
        for expression in re.findall(r"\$\{\{(.*?)\}\}", json.dumps(step)) + [str(step.get("if", ""))]:
            for name in re.findall(r"\binputs\.([\w-]+)", expression):
                if name not in inputs:
                    problems.append(f"{where}: names input `{name}`, which is not declared")
            for name in re.findall(r"\bsteps\.([\w-]+)\.", expression):
                if name not in ids:
                    problems.append(f"{where}: names step `{name}`, which is not an earlier step's id")
        if "id" in step:
            ids.append(step["id"])
    for name, spec in (action.get("outputs") or {}).items():
        for step in re.findall(r"\bsteps\.([\w-]+)\.", str((spec or {}).get("value", ""))):
            if step not in ids:
                problems.append(f"action.yml: output `{name}` names step `{step}`, which has no such id")
    return problems


def check_hooks(text):
    problems = []
    hooks = yaml.safe_load(text)
    if not isinstance(hooks, list) or not hooks:
        return [".pre-commit-hooks.yaml: not a list of hooks"]
    for hook in hooks:
        where = f".pre-commit-hooks.yaml: hook {hook.get('id', '?')}"
        for key in ("id", "name", "entry", "language"):
            if not isinstance(hook.get(key), str) or not hook[key]:
                problems.append(f"{where}: no `{key}`")
        if hook.get("language") not in PRE_COMMIT_LANGUAGES:
            problems.append(f"{where}: language {hook.get('language')!r} is not one pre-commit knows")
        for key in sorted(set(hook) - PRE_COMMIT_HOOK_KEYS):
            problems.append(f"{where}: `{key}` is not a key pre-commit knows")
        for key in sorted(PRE_COMMIT_BOOLEAN_KEYS & set(hook)):
            if not isinstance(hook[key], bool):
                problems.append(f"{where}: `{key}` is {hook[key]!r}, not true or false")
        try:
            re.compile(hook.get("files", ""))
        except re.error as error:
            problems.append(f"{where}: `files` does not compile: {error}")
        version = str(hook.get("minimum_pre_commit_version", "0"))
        if not re.fullmatch(r"\d+(\.\d+)*", version):
            problems.append(f"{where}: minimum_pre_commit_version {version!r} is not a version")
    return problems


def dockerfile_instructions(text):
    """(line number, instruction, arguments) as Docker's parser splits them."""
    instructions, logical, start = [], "", None
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if stripped.startswith("#") or (not stripped and not logical):
            continue  # comments (and parser directives) and blank lines between instructions
        if start is None:
            start = number
        if stripped.endswith("\\"):
            logical += stripped[:-1] + " "
            continue
        logical += stripped
        word, _, arguments = logical.strip().partition(" ")
        instructions.append((start, word, arguments.strip()))
        logical, start = "", None
    if logical.strip():
        instructions.append((start, "<unterminated continuation>", logical))
    return instructions


def dockerignored(path, patterns):
    ignored = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        pattern = pattern[1:] if negated else pattern
        if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(path, pattern.rstrip("/") + "/*"):
            ignored = not negated
    return ignored


def check_dockerfile(text, exists, ignore_patterns):
    problems = []
    stages = []  # (name, the text of its RUN, COPY and WORKDIR instructions)
    for number, word, arguments in dockerfile_instructions(text):
        where = f"Dockerfile:{number}"
        if word.upper() not in DOCKER_INSTRUCTIONS:
            problems.append(f"{where}: {word} is not a Dockerfile instruction")
            continue
        if word != word.upper():
            problems.append(f"{where}: {word} is written in lower case (legal, but not how this file writes them)")
        word = word.upper()
        if not stages and word not in ("FROM", "ARG"):
            problems.append(f"{where}: {word} before the first FROM")
            continue
        if word == "FROM":
            parts = [part for part in arguments.split() if not part.startswith("--platform=")]
            if len(parts) not in (1, 3) or (len(parts) == 3 and parts[1].upper() != "AS") or not IMAGE.match(parts[0]):
                problems.append(f"{where}: FROM {arguments!r} is not `image[:tag] [AS name]`")
            name = parts[2] if len(parts) == 3 else str(len(stages))
            if any(name == known for known, _ in stages):
                problems.append(f"{where}: stage name {name} is used twice")
            stages.append((name, []))
            continue
        if word in ("RUN", "COPY", "WORKDIR"):
            stages[-1][1].append(arguments)
        if word in ("COPY", "ADD"):
            words = arguments.split()
            flags = [w for w in words if w.startswith("--")]
            paths = [w for w in words if not w.startswith("--")]
            for flag in flags:
                if flag.split("=")[0] not in COPY_FLAGS:
                    problems.append(f"{where}: {word} has no flag {flag}")
            if len(paths) < 2:
                problems.append(f"{where}: {word} needs a source and a destination")
                continue
            source_stage = next((flag.split("=", 1)[1] for flag in flags if flag.startswith("--from=")), None)
            if source_stage is not None:
                earlier = dict(stages[:-1])
                if source_stage not in earlier:
                    problems.append(f"{where}: COPY --from={source_stage} names no earlier stage")
                    continue
                for source in paths[:-1]:
                    if not any(source in written for written in earlier[source_stage]):
                        problems.append(f"{where}: stage {source_stage} never writes {source}")
            else:
                for source in paths[:-1]:
                    relative = os.path.normpath(source)
                    if relative != "." and (not exists(relative) or dockerignored(relative, ignore_patterns)):
                        problems.append(f"{where}: {source} is not in the build context")
        if word in ("CMD", "ENTRYPOINT") and arguments.startswith("["):
            try:
                value = json.loads(arguments)
                if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
                    raise ValueError("not an array of strings")
            except ValueError as error:
                problems.append(f"{where}: {word} {arguments} is not a JSON array of strings ({error})")
        if word == "ENV" and "=" in arguments:
            for pair in arguments.split():
                if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=\S*", pair):
                    problems.append(f"{where}: ENV {pair!r} is not KEY=value")
    if not stages:
        problems.append("Dockerfile: no FROM")
    return problems


def repository_exists(path, executable=False):
    full = os.path.join(ROOT, path)
    return os.path.exists(full) and (not executable or (os.path.isfile(full) and os.access(full, os.X_OK)))


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


def self_test():
    def exists(path, executable=False):
        return path in ("Tools/run.sh", "Sources")

    failures = 0

    def expect(problems, fragment):
        nonlocal failures
        if not any(fragment in problem for problem in problems):
            print(f"self-test: expected a problem containing {fragment!r}, got {problems}")
            failures += 1

    good_action = """
name: x
description: y
inputs:
  paths: {description: p}
runs:
  using: composite
  steps:
    - {id: lint, shell: bash, run: '"$GITHUB_ACTION_PATH/Tools/run.sh" ${{ inputs.paths }}'}
    - {uses: a/b@v1, if: "steps.lint.outputs.x == '1'"}
"""
    if check_action(good_action, exists):
        print("self-test: a good action has problems:", check_action(good_action, exists))
        failures += 1
    expect(check_action(good_action.replace("shell: bash, ", ""), exists), "needs `shell`")
    expect(check_action(good_action.replace("inputs.paths", "inputs.path"), exists), "input `path`")
    expect(check_action(good_action.replace("steps.lint", "steps.link"), exists), "step `link`")
    expect(check_action(good_action.replace("Tools/run.sh", "Tools/gone.sh"), exists), "Tools/gone.sh")
    expect(check_action(good_action.replace("{uses: a/b@v1,", "{uses: a/b@v1, run: x,"), exists), "exactly one")
    try:
        check_action("name: [unclosed\n", exists)
        print("self-test: broken YAML was read")
        failures += 1
    except yaml.YAMLError:
        pass
    good_hooks = "- {id: a, name: a, entry: a lint, language: swift, files: '\\.(xib|storyboard)$'}\n"
    if check_hooks(good_hooks):
        print("self-test: good hooks have problems:", check_hooks(good_hooks))
        failures += 1
    expect(check_hooks(good_hooks.replace("swift", "swiftly")), "not one pre-commit knows")
    expect(check_hooks(good_hooks.replace("'\\.(xib|storyboard)$'", "'(xib'")), "does not compile")
    expect(check_hooks(good_hooks.replace("entry: a lint, ", "")), "no `entry`")
    expect(check_hooks(good_hooks.replace("language: swift,", "language: swift, pass_filename: true,")), "`pass_filename` is not a key")
    expect(check_hooks(good_hooks.replace("language: swift,", "language: swift, pass_filenames: 'true',")), "not true or false")
    good_docker = ("FROM swift:6.3 AS build\nRUN make \\\n    && install x /out/tool\nCOPY Sources Sources\n"
                   "FROM ubuntu:24.04\nCOPY --from=build /out/tool /usr/bin/tool\nENV A=b\nENTRYPOINT [\"tool\"]\n")
    if check_dockerfile(good_docker, exists, []):
        print("self-test: a good Dockerfile has problems:", check_dockerfile(good_docker, exists, []))
        failures += 1
    expect(check_dockerfile(good_docker.replace("--from=build", "--from=builder"), exists, []), "no earlier stage")
    expect(check_dockerfile(good_docker.replace("/out/tool /usr", "/out/tol /usr"), exists, []), "never writes /out/tol")
    expect(check_dockerfile(good_docker.replace("COPY Sources", "COPY Gone"), exists, []), "not in the build context")
    expect(check_dockerfile(good_docker, exists, ["Sources"]), "not in the build context")
    expect(check_dockerfile(good_docker.replace("ENV A=b", "EVN A=b"), exists, []), "not a Dockerfile instruction")
    expect(check_dockerfile(good_docker.replace('["tool"]', '["tool",]'), exists, []), "JSON array")
    expect(check_dockerfile(good_docker.replace("FROM ubuntu:24.04", "FROM ubuntu:24.04 AS build"), exists, []), "used twice")
    expect(check_dockerfile(good_docker.replace("RUN make \\\n", "RUN make\n"), exists, []), "&& is not a Dockerfile instruction")
    print(f"check-distribution self-test: {'ok' if not failures else f'{failures} failures'}")
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    ignore = [line.strip() for line in read(".dockerignore").splitlines() if line.strip() and not line.startswith("#")] \
        if repository_exists(".dockerignore") else []
    problems = []
    for path, check in (("action.yml", lambda text: check_action(text, repository_exists)),
                        (".pre-commit-hooks.yaml", check_hooks),
                        ("Dockerfile", lambda text: check_dockerfile(text, repository_exists, ignore))):
        try:
            problems += check(read(path))
        except yaml.YAMLError as error:
            problems.append(f"{path}: not YAML: {error}")
    for problem in problems:
        print(problem)
    print(f"check-distribution: action.yml, .pre-commit-hooks.yaml, Dockerfile: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
