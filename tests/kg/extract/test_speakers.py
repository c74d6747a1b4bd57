"""Who speaks when a quotation opens the sentence and the speaker follows the verb (issue 54)."""

from __future__ import annotations

from tests.kg.extract.test_arguments import _parsed, _roles, _word


def test_a_quotation_the_parse_made_the_subject_leaves_the_speaker_after_the_verb():
    """Issue 54: '"Hallelujah," exclaimed Albright' (the quoted word parsed as the subject, the
    speaker as the object) showed Albright as what was exclaimed, and the label as
    "Hallelujah exclaimed"."""
    doc = _parsed(
        ['"', "Hallelujah", ",", '"', "exclaimed", "Ana", "Berg", "."],
        [1, 4, 1, 1, 4, 6, 4, 4],
        ["punct", "nsubj", "punct", "punct", "ROOT", "compound", "dobj", "punct"],
        ['"', "NNP", ",", '"', "VBD", "NNP", "NNP", "."],
        ['"', "Hallelujah", ",", '"', "exclaim", "Ana", "Berg", "."],
    )
    assert _roles(_word(doc, "exclaimed")) == (["Berg"], [])


def test_marks_round_a_word_are_no_quotation_of_speech():
    """'"Experts" praised Ana': the marked word is the subject."""
    doc = _parsed(
        ['"', "Experts", '"', "praised", "Ana", "."],
        [1, 3, 1, 3, 3, 3],
        ["punct", "nsubj", "punct", "ROOT", "dobj", "punct"],
        ['"', "NNS", '"', "VBD", "NNP", "."],
        ['"', "expert", '"', "praise", "Ana", "."],
    )
    assert _roles(_word(doc, "praised")) == (["Experts"], ["Ana"])
