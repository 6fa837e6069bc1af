"""The held-out catalog: other cities, categories (other slugs), organizers and titles.

Served under `HELD_OUT_SEED`, it is the data Agent School was *not* tuned on: no product module
knows its places, slugs or organizers, so a request against it is answered only through what
the site itself publishes (its place list, category list, listings and search).
"""

from __future__ import annotations

from agentschool.testing.luma_site.catalog import (
    Area,
    CalendarSpec,
    Catalog,
    CategorySpec,
    City,
    Venue,
)

__all__ = ["HELD_OUT", "HELD_OUT_SEED"]

HELD_OUT_SEED = 7
"""Seed that serves the held-out catalog."""


def _area(
    name: str, lat: float, lon: float, venue: str, street: str, city: str | None = None
) -> Area:
    return Area(name, lat, lon, (Venue(venue, street),), city)


# fmt: off
_CITIES: tuple[City, ...] = (
    City("seattle", "Seattle", "Washington", "United States", "US", "America/Los_Angeles",
         47.6062, -122.3321, (
             _area("Capitol Hill", 47.6253, -122.3222,
                   "Hugo House", "1634 11th Ave, Seattle, WA 98122"),
             _area("South Lake Union", 47.6270, -122.3366,
                   "Lake Union Hall", "400 Fairview Ave N, Seattle, WA 98109"),
             _area("Fremont", 47.6510, -122.3505,
                   "Fremont Studios", "155 N 35th St, Seattle, WA 98103"),
             _area("Ballard", 47.6687, -122.3847,
                   "Ballard Loft", "5105 Ballard Ave NW, Seattle, WA 98107"),
             _area("Pioneer Square", 47.6016, -122.3343,
                   "Impact Hub Seattle", "220 2nd Ave S, Seattle, WA 98104"),
             _area("Downtown Bellevue", 47.6101, -122.2015,
                   "Meydenbauer Center", "11100 NE 6th St, Bellevue, WA 98004", city="Bellevue"),
         ), weight=8),
    City("portland", "Portland", "Oregon", "United States", "US", "America/Los_Angeles",
         45.5152, -122.6784, (
             _area("Pearl District", 45.5290, -122.6840,
                   "Ecotrust Building", "721 NW 9th Ave, Portland, OR 97209"),
             _area("Alberta Arts", 45.5590, -122.6450,
                   "Alberta Rose Hall", "3000 NE Alberta St, Portland, OR 97211"),
             _area("Hawthorne", 45.5120, -122.6250,
                   "Bagdad Hall", "3702 SE Hawthorne Blvd, Portland, OR 97214"),
         ), weight=4),
    City("chicago", "Chicago", "Illinois", "United States", "US", "America/Chicago",
         41.8781, -87.6298, (
             _area("The Loop", 41.8837, -87.6289,
                   "1871", "222 W Merchandise Mart Plaza, Chicago, IL 60654"),
             _area("Wicker Park", 41.9088, -87.6796,
                   "Chop Shop", "2033 W North Ave, Chicago, IL 60647"),
             _area("West Loop", 41.8826, -87.6488,
                   "Fulton Market Hall", "1000 W Fulton Market, Chicago, IL 60607"),
             _area("Evanston", 42.0451, -87.6877,
                   "Evanston Space", "1245 Chicago Ave, Evanston, IL 60202", city="Evanston"),
         ), weight=5),
    City("toronto", "Toronto", "Ontario", "Canada", "CA", "America/Toronto",
         43.6532, -79.3832, (
             _area("King West", 43.6440, -79.4000,
                   "The Working Hall", "620 King St W, Toronto, ON M5V 1M6"),
             _area("Kensington Market", 43.6547, -79.4005,
                   "Kensington Hall", "56 Kensington Ave, Toronto, ON M5T 2K1"),
             _area("Liberty Village", 43.6375, -79.4197,
                   "Liberty Studios", "171 E Liberty St, Toronto, ON M6K 3P6"),
         ), weight=4),
    City("berlin", "Berlin", "Berlin", "Germany", "DE", "Europe/Berlin",
         52.5200, 13.4050, (
             _area("Kreuzberg", 52.4986, 13.4030,
                   "Factory Görlitzer Park", "Lohmühlenstraße 65, 12435 Berlin"),
             _area("Mitte", 52.5310, 13.3847, "St. Oberholz", "Rosenthaler Str. 72A, 10119 Berlin"),
             _area("Friedrichshain", 52.5158, 13.4545,
                   "RAW Gelände", "Revaler Str. 99, 10245 Berlin"),
         ), weight=3),
    City("sydney", "Sydney", "New South Wales", "Australia", "AU", "Australia/Sydney",
         -33.8688, 151.2093, (
             _area("Surry Hills", -33.8861, 151.2111,
                   "Surry Hills Loft", "80 Commonwealth St, Surry Hills NSW 2010"),
             _area("Barangaroo", -33.8615, 151.2010,
                   "Barangaroo House", "35 Barangaroo Ave, Barangaroo NSW 2000"),
         ), weight=2),
)

_CATEGORIES: tuple[CategorySpec, ...] = (
    CategorySpec("technology", "Technology", "Builders, developers and software."),
    CategorySpec("ai-ml", "AI & Machine Learning", "Models, agents and applied ML."),
    CategorySpec("web3", "Web3 & Crypto", "Blockchains and onchain apps."),
    CategorySpec("live-music", "Live Music", "Concerts, gigs and DJ nights."),
    CategorySpec("arts-culture", "Arts & Culture", "Galleries, film and performance."),
    CategorySpec("food", "Food & Drink", "Supper clubs, tastings and cooking."),
    CategorySpec("health", "Health & Wellness", "Yoga, meditation and mindful living."),
    CategorySpec("sustainability", "Sustainability", "Climate and the planet."),
    CategorySpec("founders", "Founders", "Startup founders and operators."),
    CategorySpec("kids", "Kids & Family", "For children and their parents."),
    CategorySpec("career", "Career & Networking", "Mixers and professional growth."),
    CategorySpec("sports", "Sports & Fitness", "Running, climbing and workouts."),
    CategorySpec("comedy", "Comedy", "Stand-up and improv."),
    CategorySpec("books", "Books & Writing", "Book clubs, readings and writers."),
)

_CALENDARS: tuple[CalendarSpec, ...] = (
    CalendarSpec("emerald-founders", "Emerald City Founders", ("Grace Liu",),
                 ("founders", "career"), "Founder breakfasts and pitch nights."),
    CalendarSpec("hack-cascadia", "Hack Cascadia", ("Owen Price", "Hack Cascadia"),
                 ("technology", "ai-ml"), "Hackathons and build weekends."),
    CalendarSpec("neural-nights", "Neural Nights", ("Aisha Bello",),
                 ("ai-ml", "technology"), "Applied AI meetups."),
    CalendarSpec("chain-reaction", "Chain Reaction DAO", ("Lukas Weber",),
                 ("web3", "technology"), "Onchain builders."),
    CalendarSpec("stage-left", "Stage Left Live", ("Carmen Ortiz",),
                 ("live-music",), "Live music in small rooms."),
    CalendarSpec("open-studio", "Open Studio Collective", ("Ravi Nair",),
                 ("arts-culture",), "Open studios and screenings."),
    CalendarSpec("table-for-twelve", "Table for Twelve", ("Lena Park",),
                 ("food",), "Twelve seats, one long table."),
    CalendarSpec("calm-collective", "Calm Collective", ("Yuki Tanaka",),
                 ("health",), "Slow mornings and quiet evenings."),
    CalendarSpec("green-loop", "Green Loop", ("Maya Fischer",),
                 ("sustainability", "founders"), "Climate founders and operators."),
    CalendarSpec("tiny-humans", "Tiny Humans Club", ("Sara Lind",),
                 ("kids",), "Weekend fun for small people."),
    CalendarSpec("career-connect", "Career Connect", ("Marcus Reed",),
                 ("career",), "Meet people who hire."),
    CalendarSpec("trail-runners", "Trail Runners United", ("Ben Carter",),
                 ("sports", "health"), "Runs, rides and climbs."),
    CalendarSpec("laugh-track", "Laugh Track Comedy", ("Nina Gold",),
                 ("comedy",), "Stand-up and improv nights."),
    CalendarSpec("page-turners", "Page Turners", ("Elliot Shaw",),
                 ("books", "arts-culture"), "Readers and writers."),
)

_TITLES: dict[str, tuple[str, ...]] = {
    "emerald-founders": ("Founder Coffee", "{city} Pitch Night", "Founders Dinner", "Demo Day"),
    "hack-cascadia": ("{city} Hackathon", "Weekend Hack Sprint", "Hardware Hackathon",
                      "Dev Tools Workshop"),
    "neural-nights": ("LLM Engineering Meetup", "{city} AI Conference", "Agents Workshop",
                      "ML Paper Reading"),
    "chain-reaction": ("Web3 Builders Meetup", "DeFi Workshop", "Crypto Happy Hour"),
    "stage-left": ("Jazz Night", "Hip-Hop Showcase", "Indie Rock Live", "Open Mic Night"),
    "open-studio": ("Gallery Opening", "Life Drawing Workshop", "Film Screening",
                    "Poetry Night"),
    "table-for-twelve": ("Supper Club", "Wine Tasting", "Ramen Workshop", "Coffee Cupping"),
    "calm-collective": ("Morning Yoga", "Meditation Circle", "Sound Bath",
                        "Breathwork Workshop"),
    "green-loop": ("Climate Tech Meetup", "Sustainability Summit", "Carbon Founders Breakfast"),
    "tiny-humans": ("Family Story Time", "Kids Coding Workshop", "Family Science Day"),
    "career-connect": ("Tech Careers Mixer", "Networking Happy Hour", "Resume Workshop"),
    "trail-runners": ("{city} Run Club", "Trail Run", "Climbing Meetup", "Cycling Social Ride"),
    "laugh-track": ("Stand-up Comedy Night", "Improv Jam", "Comedy Open Mic"),
    "page-turners": ("Book Club", "Writers Workshop", "Author Talk"),
}
# fmt: on

HELD_OUT = Catalog(_CITIES, _CATEGORIES, _CALENDARS, _TITLES, scenarios=False)
"""Seattle, Portland, Chicago, Toronto, Berlin, Sydney; slugs unlike the primary catalog's."""
