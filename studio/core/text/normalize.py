"""Text normalisation: numbers, dates, times, money, units and abbreviations as words.

TTS models trained on prose read "£3.50", "10:30 pm" or "3rd" badly or not
at all. Before a line reaches the engine these become the words a narrator
would say. Number spelling comes from ``num2words``; this module only finds
the numbers and decides how each kind is read.

English gets every rule. Other languages get their cardinal numbers spelled
by ``num2words`` when it knows the language, and keep everything else as
written (dates, units and abbreviations are read differently in each).

Deliberately not touched: numeric dates such as 3/4/2024 (day or month
first depends on the reader), Roman numerals, and anything that looks like
a code (long digit strings with leading zeros are read digit by digit).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation

MONTHS = (
    "January February March April May June July August September October November December"
).split()
_MONTH_RE = "|".join(MONTHS)
_DIGITS = "zero one two three four five six seven eight nine".split()

# Abbreviations read in full. A trailing "." is part of the abbreviation;
# those marked True may end a sentence, and then keep a full stop.
_ABBREVIATIONS: dict[str, tuple[str, bool]] = {
    "Mr.": ("Mister", False),
    "Mrs.": ("Missus", False),
    "Ms.": ("Miz", False),
    "Dr.": ("Doctor", False),
    "Prof.": ("Professor", False),
    "Mt.": ("Mount", False),
    "Fig.": ("Figure", False),
    "vs.": ("versus", False),
    "vs": ("versus", False),
    "approx.": ("approximately", False),
    "e.g.": ("for example", False),
    "i.e.": ("that is", False),
    "etc.": ("et cetera", True),
    "Jr.": ("Junior", True),
    "Sr.": ("Senior", True),
    "Inc.": ("Incorporated", True),
    "Ltd.": ("Limited", True),
    "Co.": ("Company", True),
    "Ave.": ("Avenue", True),
    "Rd.": ("Road", True),
    "Dept.": ("Department", True),
    "&": ("and", False),
}
_MONTH_ABBREVIATIONS = {m[:3]: m for m in MONTHS} | {"Sept": "September"}

_CURRENCIES: dict[str, tuple[str, str, str | None, str | None]] = {
    "$": ("dollar", "dollars", "cent", "cents"),
    "€": ("euro", "euros", "cent", "cents"),
    "£": ("pound", "pounds", "penny", "pence"),
    "¥": ("yen", "yen", None, None),
    "₹": ("rupee", "rupees", "paisa", "paise"),
}
_SCALES = {
    "k": "thousand",
    "thousand": "thousand",
    "m": "million",
    "mn": "million",
    "million": "million",
    "bn": "billion",
    "b": "billion",
    "billion": "billion",
    "trillion": "trillion",
}

# Unit symbol -> (singular, plural). Only read after a number.
_UNITS: dict[str, tuple[str, str]] = {
    "%": ("percent", "percent"),
    "°C": ("degree Celsius", "degrees Celsius"),
    "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
    "°": ("degree", "degrees"),
    "km/h": ("kilometre per hour", "kilometres per hour"),
    "kph": ("kilometre per hour", "kilometres per hour"),
    "mph": ("mile per hour", "miles per hour"),
    "km": ("kilometre", "kilometres"),
    "cm": ("centimetre", "centimetres"),
    "mm": ("millimetre", "millimetres"),
    "m": ("metre", "metres"),
    "mi": ("mile", "miles"),
    "ft": ("foot", "feet"),
    "in": ("inch", "inches"),
    "kg": ("kilogram", "kilograms"),
    "mg": ("milligram", "milligrams"),
    "g": ("gram", "grams"),
    "lb": ("pound", "pounds"),
    "lbs": ("pound", "pounds"),
    "oz": ("ounce", "ounces"),
    "ml": ("millilitre", "millilitres"),
    "l": ("litre", "litres"),
    "L": ("litre", "litres"),
    "ms": ("millisecond", "milliseconds"),
    "s": ("second", "seconds"),
    "sec": ("second", "seconds"),
    "min": ("minute", "minutes"),
    "h": ("hour", "hours"),
    "hr": ("hour", "hours"),
    "hrs": ("hour", "hours"),
    "Hz": ("hertz", "hertz"),
    "kHz": ("kilohertz", "kilohertz"),
    "MHz": ("megahertz", "megahertz"),
    "GHz": ("gigahertz", "gigahertz"),
    "W": ("watt", "watts"),
    "kW": ("kilowatt", "kilowatts"),
    "kWh": ("kilowatt hour", "kilowatt hours"),
    "V": ("volt", "volts"),
    "KB": ("kilobyte", "kilobytes"),
    "MB": ("megabyte", "megabytes"),
    "GB": ("gigabyte", "gigabytes"),
    "TB": ("terabyte", "terabytes"),
}
# Units that are also ordinary words are read only when written right after
# the number or when the number is not followed by more text that reads on.
_WORD_UNITS = {"in", "m", "s", "h", "l", "L", "g", "W", "V", "min", "mi"}

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_YEAR_CONTEXT = (
    r"in|since|by|until|till|from|of|year|circa|around|before|after|during|"
    r"early|late|mid|summer|winter|spring|autumn|fall"
)


@functools.lru_cache(maxsize=16_384)
def normalize_text(text: str, language: str = "en") -> str:
    """``text`` with numbers, dates, times, money, units and abbreviations in words.

    Memoised: after a dictionary edit every line is prepared again, and the
    stretches of text the edit did not touch come back from here (about a
    millisecond a line otherwise, mostly in num2words).
    """
    lang = language.split("-")[0].split("_")[0].lower() or "en"
    if lang != "en":
        return _numbers_only(text, lang)
    for rule in _ENGLISH_RULES:
        text = rule(text)
    return text


# ---------------------------------------------------------------- words for numbers


def cardinal(value: str, lang: str = "en") -> str:
    """``value`` (digits, optional thousands commas and decimals) read as a number."""
    digits = value.replace(",", "")
    if "." in digits:
        whole, _, fraction = digits.partition(".")
        head = _integer(whole or "0", lang)
        if lang != "en":
            return _spell(Decimal(digits), lang) or value
        return f"{head} point " + " ".join(_DIGITS[int(d)] for d in fraction)
    return _integer(digits, lang)


def _integer(digits: str, lang: str) -> str:
    if len(digits) > 1 and digits.startswith("0") or len(digits) > 15:
        # A code, not a quantity: "007", a phone or account number.
        return " ".join(_DIGITS[int(d)] for d in digits)
    return _spell(int(digits), lang) or digits


def _spell(number: int | Decimal, lang: str, to: str = "cardinal") -> str:
    # Imported with the first number spelled (20 ms), not with the window.
    from num2words import num2words

    try:
        return str(num2words(number, lang=lang, to=to)).replace("-", " ")
    except (NotImplementedError, OverflowError, ValueError, TypeError, InvalidOperation):
        return ""


def ordinal(number: int) -> str:
    return _spell(number, "en", "ordinal") or str(number)


def year(number: int) -> str:
    return _spell(number, "en", "year") or str(number)


def _plural_words(words: str) -> str:
    """ "nineteen ninety" -> "nineteen nineties" (the 1990s)."""
    if words.endswith("y"):
        return words[:-1] + "ies"
    return words + "s"


# ---------------------------------------------------------------- rules


def _sub(pattern: str, flags: int = 0) -> Callable[[Callable[[re.Match[str]], str]], Rule]:
    compiled = re.compile(pattern, flags)

    def wrap(fn: Callable[[re.Match[str]], str]) -> Rule:
        def rule(text: str) -> str:
            return compiled.sub(fn, text)

        rule.__name__ = fn.__name__
        return rule

    return wrap


Rule = Callable[[str], str]


def _abbreviations(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        word = match.group(0)
        if word == "St.":
            # "St. Paul" is a saint; "Baker St." is a street.
            after = text[match.end() :].lstrip()
            before = text[: match.start()].split()
            named = bool(before) and before[-1][:1].isupper() and not before[-1].endswith(".")
            if after[:1].isupper() and not named:
                return "Saint"
            return "Street" + _stop(text, match.end())
        if word.rstrip(".") in _MONTH_ABBREVIATIONS:
            return _MONTH_ABBREVIATIONS[word.rstrip(".")]
        if word in ("No.", "no.", "Nos."):
            return "numbers" if word == "Nos." else "number"
        full, may_end = _ABBREVIATIONS[word]
        return full + (_stop(text, match.end()) if may_end else "")

    return _ABBREVIATION_RE.sub(replace, text)


def _stop(text: str, end: int) -> str:
    """A full stop when the abbreviation also ended the sentence."""
    rest = text[end:]
    if not rest.strip() or re.match(r"\s+[A-Z\"'\u201c]", rest):
        return "."
    return ""


_ABBREVIATION_RE = re.compile(
    "|".join(
        [
            *(
                rf"(?<![\w.]){re.escape(a)}" + (r"(?!\w)" if not a.endswith(".") else "")
                for a in sorted(_ABBREVIATIONS, key=len, reverse=True)
                if a != "&"
            ),
            r"(?<=\s)&(?=\s)",
            r"(?<![\w.])St\.",
            r"(?<![\w.])(?:No|no|Nos)\.(?=\s*\d)",
            rf"(?<![\w.])(?:{'|'.join(_MONTH_ABBREVIATIONS)})\.?(?=\s+\d)",
        ]
    )
)


@_sub(
    rf"(?P<sign>-)?(?P<symbol>[$€£¥₹])\s?(?P<amount>{_NUMBER})"
    r"(?:\s?(?P<scale>thousand|million|billion|trillion|bn|mn|[kKmMbB])\b)?"
)
def _money(match: re.Match[str]) -> str:
    singular, plural, sub_one, sub_many = _CURRENCIES[match.group("symbol")]
    amount = match.group("amount").replace(",", "")
    scale = match.group("scale")
    minus = "minus " if match.group("sign") else ""
    if scale:
        return f"{minus}{cardinal(amount)} {_SCALES[scale.lower()]} {plural}"
    whole, _, cents = amount.partition(".")
    units = int(whole or "0")
    words: list[str] = []
    if units or not cents or sub_one is None:
        if sub_one is None and cents:
            return f"{minus}{cardinal(amount)} {plural}"
        words.append(f"{cardinal(whole or '0')} {singular if units == 1 else plural}")
    if cents and sub_one is not None:
        hundredths = int((cents + "0")[:2])
        if hundredths:
            sub = sub_one if hundredths == 1 else sub_many
            words.append(f"{cardinal(str(hundredths))} {sub}")
    return minus + " and ".join(words)


@_sub(r"\b(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])\b")
def _iso_date(match: re.Match[str]) -> str:
    month = MONTHS[int(match.group("m")) - 1]
    return f"{month} {ordinal(int(match.group('d')))}, {year(int(match.group('y')))}"


@_sub(
    rf"\b(?P<month>{_MONTH_RE})\s+(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
    r"(?:(?P<comma>,)?\s+(?P<year>\d{4})\b)?"
)
def _month_day(match: re.Match[str]) -> str:
    words = f"{match.group('month')} {ordinal(int(match.group('day')))}"
    if match.group("year"):
        words += f", {year(int(match.group('year')))}"
    return words


@_sub(
    rf"\b(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH_RE})\b"
    r"(?:,?\s+(?P<year>\d{4})\b)?"
)
def _day_month(match: re.Match[str]) -> str:
    article = "" if re.search(r"\bthe\s+$", match.string[: match.start()], re.I) else "the "
    words = f"{article}{ordinal(int(match.group('day')))} of {match.group('month')}"
    if match.group("year"):
        words += f", {year(int(match.group('year')))}"
    return words


@_sub(r"\b(?P<century>1[0-9]|20)(?P<decade>\d)0(?:'s|s)\b")
def _decade(match: re.Match[str]) -> str:
    return _plural_words(year(int(match.group("century") + match.group("decade") + "0")))


@_sub(rf"\b(?P<context>{_YEAR_CONTEXT})\s+(?P<year>1[1-9]\d\d|20\d\d)\b(?![.,]\d)", re.I)
def _year_in_context(match: re.Match[str]) -> str:
    return f"{match.group('context')} {year(int(match.group('year')))}"


_MERIDIEM = r"(?P<ampm>[aApP])(?:\.\s?[mM]\.|\s?[mM])(?!\w)"


@_sub(rf"\b(?P<h>[01]?\d|2[0-4]):(?P<m>[0-5]\d)(?::(?P<s>[0-5]\d))?(?:\s?{_MERIDIEM})?")
def _clock(match: re.Match[str]) -> str:
    hour, minute = int(match.group("h")), int(match.group("m"))
    words = cardinal(str(hour))
    if minute == 0:
        words += "" if match.group("ampm") else " o'clock" if hour <= 12 else " hundred"
    elif minute < 10:
        words += f" oh {cardinal(str(minute))}"
    else:
        words += f" {cardinal(str(minute))}"
    if match.group("s"):
        seconds = int(match.group("s"))
        words += f" and {cardinal(str(seconds))} second{'s' if seconds != 1 else ''}"
    if match.group("ampm"):
        words += _meridiem(match)
    return words


def _meridiem(match: re.Match[str]) -> str:
    """ " a m" / " p m", keeping the full stop of "p.m." when it also ended the sentence."""
    stop = _stop(match.string, match.end()) if match.group(0).endswith(".") else ""
    return f" {match.group('ampm').lower()} m{stop}"


@_sub(rf"\b(?P<h>1[0-2]|0?[1-9])\s?{_MERIDIEM}")
def _hour_meridiem(match: re.Match[str]) -> str:
    return cardinal(match.group("h")) + _meridiem(match)


_UNIT_RE = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))


@_sub(rf"(?<![\w.])(?P<sign>-)?(?P<number>{_NUMBER})(?P<space>\s?)(?P<unit>{_UNIT_RE})(?!\w)")
def _quantity(match: re.Match[str]) -> str:
    unit = match.group("unit")
    if unit in _WORD_UNITS and match.group("space"):
        # "5 in the box", "3 m" or "2 s"? Only read the unit when nothing follows on.
        rest = match.string[match.end() :]
        if re.match(r"\s+[a-z]", rest):
            return match.group(0)
    number = match.group("number")
    singular, plural = _UNITS[unit]
    name = singular if number in ("1", "1.0") else plural
    return f"{'minus ' if match.group('sign') else ''}{cardinal(number)} {name}"


@_sub(r"\b(?P<n>\d+)(?P<suffix>st|nd|rd|th)\b", re.I)
def _ordinal(match: re.Match[str]) -> str:
    return ordinal(int(match.group("n")))


@_sub(r"(?<![\w.,])\d+(?:\.\d+){2,}(?![\w.]?\d)")
def _dotted(match: re.Match[str]) -> str:
    """A version or section number, "2.0.1": each part read, joined by "point"."""
    return " point ".join(cardinal(part) for part in match.group(0).split("."))


@_sub(rf"(?<![\w.,])(?P<a>{_NUMBER})\s?[-\u2013](?P<b>{_NUMBER})(?![\w.,]?\d)")
def _range(match: re.Match[str]) -> str:
    return f"{cardinal(match.group('a'))} to {cardinal(match.group('b'))}"


@_sub(rf"(?<![\w.,])(?P<number>{_NUMBER})[x\u00d7](?!\w)")
def _times(match: re.Match[str]) -> str:
    return f"{cardinal(match.group('number'))} times"


@_sub(rf"(?<![\w.,])(?P<sign>[-\u2212](?=\d))?(?P<number>{_NUMBER})(?![\w.,]?\d)")
def _number(match: re.Match[str]) -> str:
    words = ("minus " if match.group("sign") else "") + cardinal(match.group("number"))
    # "3D", "4K": the letters stay, as a word of their own.
    follows = match.string[match.end() : match.end() + 1]
    return words + " " if follows.isalpha() else words


def _numbers_only(text: str, lang: str) -> str:
    def replace(match: re.Match[str]) -> str:
        digits = match.group(0).replace(",", "")
        value: int | Decimal = Decimal(digits) if "." in digits else int(digits)
        return _spell(value, lang) or match.group(0)

    return re.sub(r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w,]?\d)", replace, text)


_ENGLISH_RULES: tuple[Rule, ...] = (
    _abbreviations,
    _money,
    _iso_date,
    _month_day,
    _day_month,
    _decade,
    _year_in_context,
    _clock,
    _hour_meridiem,
    _quantity,
    _ordinal,
    _dotted,
    _times,
    _range,
    _number,
)


__all__ = ["MONTHS", "cardinal", "normalize_text", "ordinal", "year"]
