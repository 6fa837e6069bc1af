"""A labeled recall set: 60 memories, each with a paraphrased query that should find it."""

from __future__ import annotations

RECALL_CASES: list[tuple[str, str]] = [
    (
        "The production database password is stored in the team vault.",
        "where do we keep the prod DB credentials?",
    ),
    ("Alice is allergic to peanuts and carries an epipen.", "which food allergy does Alice have?"),
    ("Our staging cluster runs in the eu-west-1 region.", "what AWS region hosts staging?"),
    ("The weekly team meeting is on Tuesdays at 10am.", "when is the recurring team sync?"),
    ("Bob prefers dark roast coffee without sugar.", "how does Bob take his coffee?"),
    (
        "The office wifi password changed to sunflower42 in March.",
        "what is the current wireless network passphrase at work?",
    ),
    (
        "Invoices must be approved by the finance lead before payment.",
        "who signs off on bills before they are paid?",
    ),
    (
        "The marathon is scheduled for the second Sunday of October.",
        "what date is the long distance running race?",
    ),
    (
        "My passport expires in June 2027 and needs renewal.",
        "when does my travel document run out?",
    ),
    (
        "The API rate limit is 100 requests per minute per key.",
        "how many calls per minute can a single key make?",
    ),
    (
        "Grandma's lasagna recipe uses ricotta and fresh basil.",
        "what cheese goes in grandmother's pasta bake?",
    ),
    (
        "The car's oil was last changed at 45,000 miles.",
        "at what mileage was the engine lubricant replaced?",
    ),
    (
        "Deployments are frozen during the last week of December.",
        "are we allowed to ship releases over the holidays?",
    ),
    (
        "The cat needs her thyroid medication twice a day.",
        "how often does the kitty take her pills?",
    ),
    ("Our largest customer is Acme Corp with 5,000 seats.", "which client has the most licenses?"),
    (
        "The backup job runs nightly at 2am and keeps 30 days.",
        "how long are nightly backups retained?",
    ),
    ("Carol moved to the Berlin office last spring.", "which city does Carol work in now?"),
    (
        "The frontend is written in TypeScript with React.",
        "what language and framework does the web UI use?",
    ),
    ("Tickets for the concert cost 85 dollars each.", "how much is one ticket to the music show?"),
    ("The dentist appointment is on Friday at 3pm.", "when do I see the tooth doctor?"),
    (
        "We use PostgreSQL 15 as the primary datastore.",
        "which relational database engine do we run?",
    ),
    (
        "The garden tomatoes need watering every morning in summer.",
        "how often should I water the vegetable plants in hot months?",
    ),
    ("Dave is the on-call engineer this week.", "who gets paged if production breaks now?"),
    (
        "The book club is reading a novel by Toni Morrison this month.",
        "whose book are we discussing at the reading group?",
    ),
    (
        "Expense reports are due by the fifth of each month.",
        "what is the deadline to submit reimbursement claims?",
    ),
    ("The Wi-Fi router is in the hallway closet.", "where is the internet box located at home?"),
    ("The company retreat will be held in Lisbon in May.", "where is the offsite this spring?"),
    (
        "The SSL certificate for the main site expires on August 12.",
        "when does our website's TLS cert lapse?",
    ),
    ("Eve speaks fluent Japanese and some Korean.", "which Asian languages does Eve know?"),
    (
        "The recycling bin is collected every other Thursday.",
        "which day does the recycling truck come?",
    ),
    ("Our logo uses the hex color #1A73E8.", "what blue is in the brand mark?"),
    ("The lease on the apartment ends on September 30.", "when does the rental contract finish?"),
    ("Frank's birthday is on April 17.", "when should we celebrate Frank turning a year older?"),
    (
        "The mobile app crashes on Android 12 when the camera opens.",
        "what bug happens with the phone camera on older Android?",
    ),
    (
        "The sourdough starter is fed with rye flour every two days.",
        "what do I feed the bread yeast culture?",
    ),
    (
        "Hotel booking in Tokyo is confirmed for three nights.",
        "how long is our stay at the Japan hotel?",
    ),
    (
        "The quarterly revenue target is 2 million dollars.",
        "what sales goal do we have this quarter?",
    ),
    ("The printer on floor three is out of toner.", "which office printer needs a cartridge?"),
    ("Grace manages the design team of six people.", "who leads the designers?"),
    ("The project deadline moved from March to May.", "when is the project due now?"),
    (
        "The kids' swimming lessons are on Saturday mornings.",
        "when do the children go to the pool for class?",
    ),
    (
        "Our CI pipeline takes about twelve minutes to finish.",
        "how long does a continuous integration run last?",
    ),
    (
        "The spare house key is under the blue flower pot.",
        "where is the extra key to get into the house hidden?",
    ),
    ("Heidi is vegetarian and does not eat fish.", "what are Heidi's dietary restrictions?"),
    (
        "The search service uses Elasticsearch with three shards.",
        "how is the search index partitioned?",
    ),
    (
        "The electricity bill doubled in January because of heating.",
        "why was the power bill so high in winter?",
    ),
    ("Ivan is learning to play the cello.", "which instrument is Ivan studying?"),
    (
        "The conference talk is limited to 25 minutes plus questions.",
        "how long can my presentation at the event be?",
    ),
    (
        "The team's OKR is to cut p95 latency below 200 milliseconds.",
        "what response time goal did we set?",
    ),
    ("The bike's rear tire has a slow leak.", "what is wrong with the bicycle?"),
    ("Judy's flight lands at 6:40pm at gate B12.", "when does Judy's plane arrive?"),
    ("Customer support hours are 8am to 8pm Eastern.", "when can users reach the help desk?"),
    ("The refactor removed the legacy XML parser.", "what old component did the cleanup delete?"),
    ("The neighbors' dog is called Biscuit.", "what is the name of the pet next door?"),
    (
        "Ken prefers to be contacted over Slack rather than email.",
        "what is the best channel to reach Ken?",
    ),
    (
        "The basement flooded last year after heavy rain.",
        "what water damage happened to the house?",
    ),
    (
        "The new hire starts on Monday and needs a laptop.",
        "what equipment does the newcomer require for day one?",
    ),
    ("Password rotation is required every 90 days.", "how often must credentials be changed?"),
    (
        "The wedding reception is at the lakeside pavilion.",
        "where is the party after the marriage ceremony?",
    ),
    ("Laura's thesis is about coral reef bleaching.", "what is Laura's dissertation topic?"),
]
"""(memory text, query whose answer is that memory)."""
