"""The words of everyday to-do requests: lexicons the to-do grammar (`todo_phrases`) is built from.

Each lexicon is one regular expression over a class of words, so a new way of saying a thing is
one word added here, not a new sentence pattern: the verbs that add ("stick X on my list"), those
that state something is done ("I took care of X"), those that drop an item ("scratch X"), the
verbs a to-do starts with ("defrost the freezer"), and what people say around a request (times,
reasons, thanks) that asks for nothing. The grounding check reads the same lexicons, so what the
grammar understands as a request is also what grounding accepts as one.
"""

from __future__ import annotations

__all__ = [
    "ADD_VERB",
    "APART",
    "APART_COUNT",
    "COMPLETED",
    "DELETE",
    "DONE_HEAD",
    "DONE_STATE",
    "ITEM_NOUN",
    "LIST_NOUN",
    "REASON",
    "SPEAKER",
    "THE_LIST",
    "TODO_VERBS",
    "WEAK_DELETE",
    "WHEN",
    "WHEN_DONE",
    "WHEN_FIRST",
    "WHEN_SAID",
]

LIST_NOUN = (
    r"(?:to\s+dos?(?:\s+list)?|(?:todos?|to-?dos?|to-?do'?s|tasks?)(?:\s+list)?|"
    r"(?:jobs?|chores?|errands?)\s+list|list|checklist|agenda)"
)
"""What people call the list ("my to-do list", "my tasks", "my to do", "my to-do's", "the jobs
list", "the agenda")."""
THE_LIST = rf"(?:(?:my|the|our)\s+)?{LIST_NOUN}"
"""The list, with its determiner ("my list", "the tasks")."""
ITEM_NOUN = r"(?:todos?|to-?dos?|tasks?|items?|jobs?|entry|entries|numbers?|nos?\.?|#)"
"""What people call one item before its id ("task 3", "job 4", "numbers 3 and 4", "#2")."""

ADD_VERB = (
    r"(?:add|put|insert|append|write(?:\s+down)?|jot(?:\s+down)?|note(?:\s+down)?|stick|pop|"
    r"throw|chuck|toss|slap|bung|whack|include|get|pencil(?:\s+in)?|squeeze(?:\s+in)?)"
)
"""Verbs that put something on a list when a list follows ("pop X on my list", "get X on it")."""

COMPLETED = (
    r"(?:complete[ds]?|finish(?:ed)?(?:\s+off|\s+with)?|close[ds]?|(?:check|tick|cross)(?:ed)?\s+off|done\s+with|did|"
    r"handled|(?:took|taken)\s+care\s+of|dealt\s+with|sorted(?:\s+out)?|knocked\s+(?:out|off)|"
    r"wrapped\s+up|polished\s+off|got\s+through|accomplished|nailed)"
)
"""Saying an item is done, by its verb ("finished X", "took care of X", "knocked out X")."""

DONE_STATE = (
    r"(?:done(?:\s+and\s+dusted)?|finished|complete|completed|handled|sorted(?:\s+out)?|taken\s+care\s+of|dealt\s+with|"
    r"out\s+of\s+the\s+way|wrapped\s+up|(?:ticked|checked|crossed)\s+off)"
)
"""Saying an item is done, by its state ("X is taken care of", "those are finished")."""

_DONE_WHEN = (
    r"(?:today|yesterday|so\s+far|already|tonight|last\s+night|earlier(?:\s+today)?|"
    r"this\s+(?:morning|afternoon|evening|week(?:end)?))"
)
DONE_HEAD = (
    rf"(?:(?:all\s+)?(?:done|finished|completed|did)(?:\s+{_DONE_WHEN})?|"
    rf"{_DONE_WHEN}\s+(?:i\s+)?(?:done|finished|did|completed)|"
    r"(?:things|stuff|jobs|tasks|chores|what)\s+(?:that\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?"
    rf"(?:did|done|finished|completed)(?:\s+{_DONE_WHEN})?)"
)
"""A heading saying the items after it are done ("done today:", "today done -", "things I did
this morning:")."""

DELETE = (
    r"(?:delete[ds]?|remove[ds]?|drop|erase|get\s+rid\s+of|cross\s+out|scratch(?:\s+out)?|"
    r"strike(?:\s+(?:out|through))?|nix|ditch|bin|trash|axe|scrap|cancel|forget(?:\s+about)?|"
    r"never\s+mind(?:\s+about)?)"
)
"""Dropping an item ("strike X", "ditch X", "forget about X")."""

WEAK_DELETE = r"(?:cancel|forget|never\s+mind|strike|nix|ditch|bin|trash|axe|scrap)"
"""Deletion verbs that also start everyday to-dos or talk ("cancel the gym membership", "forget
it"): they drop a bare title only when it is quoted or the list is named."""

WHEN = (
    r"(?:\s+(?:today|tonight|yesterday|earlier(?:\s+today)?|this\s+(?:morning|afternoon|evening|"
    r"week(?:end)?)|last\s+(?:night|week)|just\s+now|already|at\s+last|finally|too|as\s+well|"
    r"again|tomorrow|tmrw|tmr|tonight|later(?:\s+today)?|next\s+(?:week|month)|soon))+$"
)
"""When something was or is to be done, after a title ("finished X this morning", "I gotta X
tomorrow, add it"): not part of the title."""

APART = (
    r"(?:\s*[,(-]?\s*(?:(?:each|every)\s+(?:one\s+)?(?:separate(?:ly)?|on\s+its\s+own|by\s+itself)|"
    r"separate(?:ly)?|(?:as\s+)?(?:separate|single|individual)\s+(?:items|tasks|to-?dos|entries|lines)|"
    r"individually|one\s+by\s+one|"
    r"as\s+(?:two|three|four|2|3|4)\s+(?:separate\s+)?(?:items|tasks|to-?dos|things|entries))"
    r"(?:\s*,?\s*please)?\s*\)?)"
)
"""Items asked on the list one each ("put them on my list (each one separate)", ", separately
please", "as two items"): several items, not one title."""
APART_COUNT = (
    r"\bas\s+(two|three|four|2|3|4)\s+(?:separate\s+)?(?:items|tasks|to-?dos|things|entries)\b"
)
"""The count of items asked apart ("as two items"): the items named must be as many."""

WHEN_DONE = (
    r"(?:\s+(?:today|yesterday|earlier(?:\s+today)?|this\s+(?:morning|afternoon|evening|week)|"
    r"last\s+(?:night|week)|just\s+now|already|at\s+last|finally|now))+$"
)
"""When something was done, after a statement that it is ("to-do 1 finished today"): only past
times, as "delete #2 tomorrow" asks for no change now."""

WHEN_SAID = (
    r"(?:(?:after|before)\s+(?:my|the|our|work|school|lunch|dinner|breakfast|class)\b"
    r"(?:\s+[\w'-]+){0,3}?|between\s+(?:my\s+|the\s+)?(?:classes|lectures|lessons|meetings|shifts|"
    r"calls|jobs)|on\s+my\s+(?:lunch\s+|coffee\s+)?break|"
    r"(?:before|after|while|when|once)\s+(?:i|we)\s+(?:[a-z'-]+\s+){0,6}?[a-z'-]+(?=\s*,|$)|tomorrow|tonight|today|this\s+(?:morning|afternoon|evening|"
    r"week(?:end)?)|next\s+(?:week|month))"
)
"""When, said alone: "after my shift", "this morning"."""
WHEN_FIRST = rf"^{WHEN_SAID}(?:\s*[,:]\s*|\s+[-–—]\s+|\s+(?=(?:i|we|what|how)\b))"
"""When, said before a request ("after my night shift i need to X", "Before work: what do I
still have to do?"): not part of it. A comma, colon or dash must end it, or "I", "we", "what"
or "how" follow (a title may itself start with "after")."""

REASON = (
    r"\s*(?:,|;|\s[-–—]|(?=\s(?:i|let'?s|because|cos|since|as)\s[^,;]*\b(?:start\s+(?:over|fresh|"
    r"afresh|anew|again)|(?:fresh|clean)\s+(?:start|slate))\b))\s*"
    r"(?:(?:so|because|since|as|cause|cos|cuz|coz)\b|(?:it\s+)?turns?\s+out\b|"
    r"(?:we|i)(?:'ve|\s+have)?\s+(?:still|already)\s+(?:got|have|has|bought|found)\s+"
    r"(?:some|plenty|loads|lots|enough|heaps|a\s+few|a\s+lot|one|it|them|more)\b|"
    r"(?:we\s+)?(?:do\s*n[o']?t|no\s+longer)\s+(?:need|want)\b|"
    r"(?:my|your|our|his|her|their)\s+[a-z]+\s+(?:is|'s|are|will\s+be)\s+(?:doing|getting|handling|sorting|buying|"
    r"seeing\s+to|taking\s+care\s+of|looking\s+after|dealing\s+with)\b|"
    r"(?:my|your|our|his|her|their)\s+[a-z]+\s+(?:will|'ll|can|is\s+going\s+to|'s\s+going\s+to)\s+"
    r"(?:do|handle|sort|get|buy|pay|take\s+care\s+of|see\s+to|deal\s+with)\s+(?:it|that|this|them)\b|"
    r"(?:i'?ve\s+|i\s+have\s+|i\s+|just\s+|already\s+)*(?:done|did|finished|completed)\s+(?:it|that|them|those|the\s+lot|"
    r"everything|all\s+of\s+(?:them|it))"
    r"(?:\s+(?:already|today|now|earlier))?\s*$|"
    r"(?:so\s+)?i\s+(?:really\s+)?(?:need|have|want|must|gotta|got)\s+(?:to\s+)?(?:remember|do|get\s+(?:to|through)|"
    r"keep\s+track\s+of|finish|sort)\s+(?:them|it|these|those|all\s+(?:of\s+)?(?:them|these|those))\b|"
    r"(?:already|just)\s+(?:got|have|bought|did|done)\s+(?:it|them|some|that|one)\b|(?:it|that|this|they|those|these|he|she|we)"
    r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+won'?t|\s+isn'?t|\s+aren'?t)\s+|"
    r"i(?:'ve|\s+have)?\s+(?:changed|decided|already)|i\s+(?:do\s*n[o']?t|no\s+longer)\s+(?:need|want)|"
    r"changed\s+my\s+mind|not\s+(?:happening|needed)|(?:some|any)(?:one|body)\s+else\b|"
    r"(?:(?:my|our|the)\s+)?plans?\s+(?:have\s+|has\s+|'ve\s+)?changed|change\s+of\s+plans?|"
    r"(?:(?:the|my)\s+)?(?:customer|client|job|booking|trip|order)?\s*(?:got\s+|was\s+|is\s+)?(?:cancel+ed|called\s+off)\s*$|"
    r"(?:it|that|this|they|those|these)\s+(?:got|has\s+been|have\s+been)\s+(?:cancel+ed|called\s+off|"
    r"moved|postponed|sorted|handled|dropped|scrapped|done)\b"
    r"|no\s+longer\s+needed|i(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?:doing|going\s+to)\b"
    r"|i(?:'m|\s+am)\s+(?:starting|going\s+to\s+start)\s+(?:over|fresh|afresh|anew|again)\b"
    r"|i(?:\s+want|\s+need|'d\s+like|\s+would\s+like|'d\s+love)\s+(?:to\s+start\s+(?:over|fresh|afresh|anew|again)|"
    r"a\s+(?:fresh|clean|new)\s+(?:start|slate))\b"
    r"|(?:(?:it'?s\s+)?time\s+for\s+)?(?:an?\s+)?(?:fresh|clean|new)\s+(?:start|slate)\b"
    r"|(?:let'?s\s+)?start(?:ing)?\s+(?:over|fresh|afresh|anew)\b"
    r"|(?:it'?s\s+|it\s+is\s+)?(?:a\s+)?new\s+(?:week|month|year|term|semester|season)\b"
    r"|(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|'s|was|were)\s+(?:over|done|finished)"
    r"(?=\s*$|\s+(?:and|so)\s+(?:i|we)(?:\s+want|\s+need|'d\s+like|\s+would\s+like)\s+(?:a\s+(?:fresh|"
    r"clean|new)\s+(?:start|slate)|to\s+start\s+(?:over|fresh|afresh|anew|again))\b))[^,;]*$"
)
"""A reason or aside after a request ("strike #1, it's not happening", ", so those are
finished", ", I'm not doing that anymore", ", I want to start fresh"): it asks for nothing more.
A new period begun is such a reason (", new week", "- it's a new month"). Wanting a fresh
start needs no comma before it ("delete all my to-dos i want to start over"); a
time that is over is a reason too ("... The semester is over and I want a clean slate")."""

TODO_VERBS = frozenset(
    """
    add answer apply arrange ask assemble back bake bathe bleach book borrow bring brush buy call
    cancel change charge check choose clean clear collect compost confirm contact cook copy cut
    declutter defrost deliver deposit descale do donate drain drop dust email empty feed fetch
    file fill find finish fix fold frame get give glue go grab groom hang help hire hoover ink
    inspect install invite iron join label learn leave load lock look mail make measure meet mend
    message mop mount move mow oil order organise organize pack paint patch pay phone pick plan
    plant polish post practice practise prepare print prune pump put rake read rebook recharge
    recycle refill register remind renew rent repair repaint replace reply reserve restock return
    review ring rinse run sand scan schedule scrub see sell send service set sew sharpen shop
    shovel shred sign soak sort spray start stock store study submit sweep swap take test text
    thaw tidy tighten top transfer trim tune unblock unclog unload unpack update upload vacuum
    visit walk wash water weed wipe wrap write
    backup boil budget celebrate chop claim compare congratulate decorate download draft dry edit
    exchange figure finalise finalize google grill hem host investigate invoice listen memorise
    memorize prep proofread record refund repot replant reschedule research reset respond restart
    revise rsvp shine ship thank upgrade varnish watch wax withdraw
    """.split()
)
"""Verbs a to-do starts with ("defrost the freezer"): "A and B" is two to-dos when both start
with one ("vacuum the living room and defrost the freezer"), one when B does not ("buy salt and
pepper"); a title starting with one is never split as things ("research flights and hotels")."""

SPEAKER = (
    r"(?:(?:i|we)(?:\s+have|'?ve|'m|\s+am|'re|\s+are)?\s+)?"
    r"(?:(?:just|already|now|finally|also|all)\s+)*"
)
"""Who says what they did, before the verb: "I've just", "we finally", or nothing."""
