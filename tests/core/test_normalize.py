"""Normalisation: each kind of number, date, time, money, unit and abbreviation."""

from __future__ import annotations

import pytest

from studio.core.text.normalize import normalize_text

CASES = {
    "numbers": [
        ("I have 5 apples.", "I have five apples."),
        (
            "1,234,567 people",
            "one million, two hundred and thirty four thousand, five hundred and "
            "sixty seven people",
        ),
        ("pi is 3.14", "pi is three point one four"),
        ("It was -5 outside", "It was minus five outside"),
        ("agent 007", "agent zero zero seven"),
        ("version 2.0.1 is out.", "version two point zero point one is out."),
        ("pages 5-10", "pages five to ten"),
        ("1.5x speed in 4K", "one point five times speed in four K"),
    ],
    "ordinals": [
        ("the 21st century", "the twenty first century"),
        ("The 1st, 2nd, and 3rd.", "The first, second, and third."),
    ],
    "dates": [
        ("On 2024-03-15 we met.", "On March fifteenth, twenty twenty four we met."),
        ("Born March 5, 1990.", "Born March fifth, nineteen ninety."),
        ("on the 3rd of May 2021", "on the third of May, twenty twenty one"),
        ("15 March 2024", "the fifteenth of March, twenty twenty four"),
        ("Jan. 5, 2020", "January fifth, twenty twenty"),
        ("in the 1990s", "in the nineteen nineties"),
        ("In 1999 it rained.", "In nineteen ninety nine it rained."),
        ("in 2005", "in two thousand and five"),
    ],
    "times": [
        ("Meet at 10:30 pm", "Meet at ten thirty p m"),
        ("at 10:05", "at ten oh five"),
        ("at 12:00", "at twelve o'clock"),
        ("at 14:00", "at fourteen hundred"),
        ("at 3pm.", "at three p m."),
        ("at 9:00 a.m. sharp", "at nine a m sharp"),
    ],
    "currencies": [
        ("It costs $5.50 today.", "It costs five dollars and fifty cents today."),
        ("$1", "one dollar"),
        ("$0.99", "ninety nine cents"),
        ("We raised $1.2 million.", "We raised one point two million dollars."),
        ("£3 and €1.01", "three pounds and one euro and one cent"),
        ("¥500", "five hundred yen"),
        ("$2,500", "two thousand, five hundred dollars"),
    ],
    "units": [
        ("It weighs 5kg.", "It weighs five kilograms."),
        ("a 1 kg bag", "a one kilogram bag"),
        ("50% off", "fifty percent off"),
        ("It was -5°C.", "It was minus five degrees Celsius."),
        ("60 mph", "sixty miles per hour"),
        ("a 2.4 GHz radio", "a two point four gigahertz radio"),
        # A unit that is also a word is left alone when the sentence reads on.
        ("He was 5 in the box", "He was five in the box"),
    ],
    "abbreviations": [
        ("Dr. Smith met Mr. Jones, etc.", "Doctor Smith met Mister Jones, et cetera."),
        (
            "St. Paul lives on Baker St. Then he left",
            "Saint Paul lives on Baker Street. Then he left",
        ),
        ("No. 5", "number five"),
        ("rock & roll", "rock and roll"),
        ("cats vs. dogs, e.g. mine", "cats versus dogs, for example mine"),
    ],
}


@pytest.mark.parametrize(
    ("text", "spoken"),
    [case for cases in CASES.values() for case in cases],
    ids=[f"{kind}-{i}" for kind, cases in CASES.items() for i in range(len(cases))],
)
def test_english(text: str, spoken: str) -> None:
    assert normalize_text(text) == spoken


def test_words_stay_as_they_are() -> None:
    text = "Nothing here changes, not even COVID's name or x-ray."
    assert normalize_text(text) == text


def test_other_languages_spell_their_own_numbers() -> None:
    assert normalize_text("Ich habe 5 Äpfel", "de") == "Ich habe fünf Äpfel"
    assert normalize_text("Il a 21 ans", "fr-FR") == "Il a vingt et un ans"
    # A language num2words does not know keeps its digits.
    assert normalize_text("I 5", "xx") == "I 5"
