"""Messages of the teachers' tools that guard against hostile input: what a lesson file may not
hold and what the command refuses to write to. English format strings in one place, like every
problem of a lesson file (the command's own lines are ``Msg`` entries in ``belote_teach.cli``);
they could become ``Msg`` entries too.

>>> TOO_DEEP.format(limit=6)
'nested more than 6 levels deep: a lesson needs lists and mappings only a few levels deep'
"""

from __future__ import annotations

# ----- reading a lesson file -----
TOO_BIG = "the file is {size} bytes: a lesson is at most {limit} bytes; split it into several files"
NOT_A_FILE = "{what}, not a regular file: expected the path of an exercise-set file (.yaml)"
UTF16 = "UTF-16 text: save the file as UTF-8"
BAD_CHARACTER = "column {column}: {what} (U+{code:04X}): remove it; a lesson is plain text"
BAD_ESCAPE = "{what} (U+{code:04X}) written as an escape in a quoted value: remove it; a lesson is plain text"
CHARACTER_KINDS = {
    "control": "a control character",
    "break": "a line break other than \\n or \\r\\n",
    "bidi": "an invisible text-direction mark",
    "bom": "a byte-order mark away from the file's start",
    "noncharacter": "a non-character",
    "surrogate": "half of a UTF-16 surrogate pair, which is not a character",
}
SURROGATE_ESCAPE = ("\\u{code:04x} written as an escape in a quoted value is half of a UTF-16 surrogate pair, not a "
                    "character: write the character itself (😀, or \"\\U0001F600\", not \"\\ud83d\\ude00\"), or remove it")
BEYOND_UNICODE = ("an escape in a quoted value beyond U+10FFFF, the last code point of Unicode: write the character "
                  "itself, or remove the escape")
ALIAS = "an alias (*{name}): write the value out in full; a lesson uses no anchors or aliases"
ANCHOR = "an anchor (&{name}): remove it; a lesson uses no anchors or aliases"
TAG = "a tag ({tag}): remove it; a lesson uses plain values, lists and mappings"
NESTED_FLOW = ("a list or mapping in brackets inside another: write the outer one as an indented block "
               "(one '- item' or 'key: value' a line)")
TOO_DEEP = "nested more than {limit} levels deep: a lesson needs lists and mappings only a few levels deep"
BRACKETS = "brackets nested more than {limit} deep: a lesson needs at most one level of [ ] or {{ }}"
TOO_MANY_ITEMS = "more than {limit} entries in one list or mapping: a lesson needs far fewer; split it"
TOO_MANY_EXERCISES = "exercises: more than {limit} exercises: split the lesson into several files"
TOO_MANY_OF_KIND = ("more than {limit} {kind} exercises in one file: each is solved by a search that takes up to a few "
                    "seconds; split the lesson into several files")
TOO_LONG = "a value of {length} characters: at most {limit}; shorten it"
NOT_ASCII_DIGITS = "{what}: {text!r} is written with digits other than 0-9: write the number with 0-9"
TOO_MANY_DIGITS = "{what}: a number of {digits} digits: at most {limit} digits"

# ----- writing a handout -----
OUTPUT_KIND = ("{out}: cannot write: it is {what}, not a regular file; a handout is written only to a regular "
               "file (a new one, or one it replaces)")
OUTPUT_FOLDER = "{out}: cannot write: it is a folder; give a file name"
OUTPUT_IS_INPUT = "{out}: the handout would overwrite the exercise set: choose another output file"
OUTPUT_NO_FOLDER = "{out}: cannot write: no folder {folder}"
OUTPUT_FAILED = "{out}: cannot write: {reason}"
OUTPUT_NOT_WRITABLE = ("{out}: cannot write: it is not a regular writable file (its folder {folder} takes no new "
                       "files: {reason}); a handout is written only to a regular file (a new one, or one it replaces)")
PRINT_FAILED = "Chromium could not print the handout: {reason}"

FILE_KINDS = {
    "link": "a symbolic link",
    "fifo": "a named pipe (FIFO)",
    "char": "a character device",
    "block": "a block device",
    "socket": "a socket",
    "other": "a special file",
}
"""What a path that is not a regular file is, in the messages above."""
