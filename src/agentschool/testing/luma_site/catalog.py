"""Static tables the Luma dataset is generated from: cities, areas, venues, categories, organizers.

Coordinates are real (to ~100 m); venue names and street addresses are plausible but the hosts
and organizers are fictional apart from the two named in the case study (Y Combinator, Founders
Inc), whose events here are invented.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "CALENDARS",
    "CATEGORIES",
    "CITIES",
    "FILLER_TITLES",
    "PRIMARY",
    "Area",
    "CalendarSpec",
    "Catalog",
    "CategorySpec",
    "City",
    "Venue",
]


@dataclass(frozen=True)
class Venue:
    """A place events happen at."""

    name: str
    """Venue name, shown as the address description."""
    street: str
    """Street address with city, region and postcode ("2 Marina Blvd, San Francisco, CA 94123")."""


@dataclass(frozen=True)
class Area:
    """A neighbourhood with its own coordinates, so radius filters select real subsets."""

    name: str
    """Neighbourhood name ("Mission")."""
    latitude: float
    """Latitude of the neighbourhood centre."""
    longitude: float
    """Longitude of the neighbourhood centre."""
    venues: tuple[Venue, ...]
    """Venues in the neighbourhood."""
    city: str | None = None
    """Municipality when it differs from the discover place's city (Oakland inside SF)."""


@dataclass(frozen=True)
class City:
    """A Luma discover place."""

    slug: str
    """URL slug of the place page (`/sf`)."""
    name: str
    """Display name."""
    region: str
    """State or region, as in `city_state` ("San Francisco, California")."""
    country: str
    """Country name."""
    country_code: str
    """ISO 3166 alpha-2 code."""
    timezone: str
    """IANA time zone."""
    latitude: float
    """Latitude of the city centre."""
    longitude: float
    """Longitude of the city centre."""
    areas: tuple[Area, ...]
    """Neighbourhoods with venues."""
    weight: int
    """Relative number of filler events generated here."""


@dataclass(frozen=True)
class CategorySpec:
    """A Luma discover category (`cat-<slug>`)."""

    slug: str
    """URL slug (`/tech`)."""
    name: str
    """Display name."""
    description: str
    """One-line description."""


@dataclass(frozen=True)
class CalendarSpec:
    """An organizer's calendar (`cal-…`) and its hosts (`usr-…`)."""

    slug: str
    """URL slug (`/yc`)."""
    name: str
    """Organizer name."""
    hosts: tuple[str, ...]
    """Names of the people or accounts hosting its events."""
    categories: tuple[str, ...]
    """Category slugs its filler events get, the first being the main one."""
    description: str
    """Short description."""


def _area(
    name: str, lat: float, lon: float, *venues: tuple[str, str], city: str | None = None
) -> Area:
    return Area(name, lat, lon, tuple(Venue(v, s) for v, s in venues), city)


# fmt: off
CITIES: tuple[City, ...] = (
    City(
        "sf", "San Francisco", "California", "United States", "US", "America/Los_Angeles",
        37.7749, -122.4194,
        (
            _area("Mission", 37.7599, -122.4148,
                  ("Gray Area", "2665 Mission St, San Francisco, CA 94110"),
                  ("The Chapel", "777 Valencia St, San Francisco, CA 94110")),
            _area("SoMa", 37.7785, -122.4056,
                  ("GitHub HQ", "88 Colin P Kelly Jr St, San Francisco, CA 94107"),
                  ("Public Works", "161 Erie St, San Francisco, CA 94103")),
            _area("Financial District", 37.7946, -122.3999,
                  ("Salesforce Tower", "415 Mission St, San Francisco, CA 94105")),
            _area("Hayes Valley", 37.7759, -122.4245,
                  ("Proxy", "432 Octavia St, San Francisco, CA 94102")),
            _area("Dogpatch", 37.7587, -122.3880,
                  ("Minnesota Street Project", "1275 Minnesota St, San Francisco, CA 94107")),
            _area("Marina", 37.8037, -122.4368,
                  ("Fort Mason Center", "2 Marina Blvd, San Francisco, CA 94123")),
            _area("Outer Sunset", 37.7535, -122.4942,
                  ("Sunset Rec Hall", "2201 Lawton St, San Francisco, CA 94122")),
            _area("North Beach", 37.8061, -122.4103,
                  ("Cobb's Comedy Club", "915 Columbus Ave, San Francisco, CA 94133")),
            _area("Uptown Oakland", 37.8100, -122.2680,
                  ("The New Parish", "1743 San Pablo Ave, Oakland, CA 94612"), city="Oakland"),
            _area("Palo Alto", 37.4419, -122.1430,
                  ("University Hall", "400 University Ave, Palo Alto, CA 94301"),
                  city="Palo Alto"),
        ),
        weight=10,
    ),
    City(
        "nyc", "New York", "New York", "United States", "US", "America/New_York",
        40.7128, -74.0060,
        (
            _area("Flatiron", 40.7411, -73.9897,
                  ("Betaworks Studios", "29 Little W 12th St, New York, NY 10014")),
            _area("SoHo", 40.7233, -74.0030,
                  ("SoHo Loft", "110 Greene St, New York, NY 10012")),
            _area("Williamsburg", 40.7081, -73.9571,
                  ("Brooklyn Bowl", "61 Wythe Ave, Brooklyn, NY 11249")),
            _area("Midtown", 40.7549, -73.9840,
                  ("Bryant Park Hall", "42 W 42nd St, New York, NY 10036")),
            _area("DUMBO", 40.7033, -73.9881,
                  ("Empire Stores", "53 Water St, Brooklyn, NY 11201")),
        ),
        weight=6,
    ),
    City(
        "berkeley", "Berkeley", "California", "United States", "US", "America/Los_Angeles",
        37.8715, -122.2730,
        (
            _area("Downtown Berkeley", 37.8704, -122.2680,
                  ("Berkeley Central Library", "2090 Kittredge St, Berkeley, CA 94704")),
            _area("UC Berkeley", 37.8719, -122.2585,
                  ("Sutardja Dai Hall", "2594 Hearst Ave, Berkeley, CA 94720")),
            _area("North Berkeley", 37.8800, -122.2690,
                  ("Live Oak Park", "1301 Shattuck Ave, Berkeley, CA 94709")),
            _area("Tilden", 37.8960, -122.2450,
                  ("Tilden Little Farm", "600 Canon Dr, Berkeley, CA 94708")),
            _area("Fourth Street", 37.8699, -122.3003,
                  ("Fourth Street Plaza", "1809 4th St, Berkeley, CA 94710")),
        ),
        weight=3,
    ),
    City(
        "london", "London", "England", "United Kingdom", "GB", "Europe/London",
        51.5074, -0.1278,
        (
            _area("Shoreditch", 51.5255, -0.0786,
                  ("Shoreditch Works", "32 Great Eastern St, London EC2A 3EP")),
            _area("King's Cross", 51.5308, -0.1238,
                  ("Google Academy", "6 Pancras Square, London N1C 4AG")),
            _area("Soho", 51.5136, -0.1365,
                  ("Soho Playhouse", "21 Dean St, London W1D 3RY")),
            _area("Canary Wharf", 51.5054, -0.0235,
                  ("Level39", "1 Canada Square, London E14 5AB")),
        ),
        weight=4,
    ),
    City(
        "austin", "Austin", "Texas", "United States", "US", "America/Chicago",
        30.2672, -97.7431,
        (
            _area("Downtown Austin", 30.2672, -97.7431,
                  ("Capital Factory", "701 Brazos St, Austin, TX 78701")),
            _area("East Austin", 30.2620, -97.7200,
                  ("Native Hostel", "807 E 4th St, Austin, TX 78702")),
            _area("South Congress", 30.2470, -97.7500,
                  ("SoCo Hall", "1300 S Congress Ave, Austin, TX 78704")),
        ),
        weight=3,
    ),
    City(
        "tokyo", "Tokyo", "Tokyo", "Japan", "JP", "Asia/Tokyo",
        35.6762, 139.6503,
        (
            _area("Shibuya", 35.6580, 139.7016,
                  ("Shibuya Stream Hall", "3-21-3 Shibuya, Shibuya City, Tokyo 150-0002")),
            _area("Roppongi", 35.6628, 139.7314,
                  ("Roppongi Hills Forum", "6-10-1 Roppongi, Minato City, Tokyo 106-6108")),
        ),
        weight=1,
    ),
)
# fmt: on
"""Discover places, largest first."""

CATEGORIES: tuple[CategorySpec, ...] = (
    CategorySpec("tech", "Tech", "Meetups, demo nights and conferences for builders."),
    CategorySpec("ai", "AI", "Machine learning, LLMs and agents."),
    CategorySpec("crypto", "Crypto", "Web3, DeFi and onchain builders."),
    CategorySpec("music", "Music", "Concerts, DJ sets, hip-hop and dance parties."),
    CategorySpec("arts", "Arts & Culture", "Galleries, film, poetry and workshops."),
    CategorySpec("food-drink", "Food & Drink", "Supper clubs, tastings and cooking classes."),
    CategorySpec("wellness", "Wellness", "Yoga, meditation and breathwork."),
    CategorySpec("climate", "Climate", "Climate tech and the energy transition."),
    CategorySpec("startups", "Founders & Startups", "Founder meetups, pitch nights, demo days."),
    CategorySpec("family", "Family", "Family-friendly and kids events."),
    CategorySpec("networking", "Networking", "Mixers and professional networking."),
    CategorySpec("fitness", "Fitness", "Run clubs, climbing and outdoor workouts."),
)
"""Discover categories."""

# fmt: off
CALENDARS: tuple[CalendarSpec, ...] = (
    CalendarSpec("yc", "Y Combinator", ("Y Combinator", "Dana Whitfield"),
                 ("startups", "networking"), "Co-founder matching and founder events by YC."),
    CalendarSpec("foundersinc", "Founders Inc", ("Founders Inc", "Marco Ruiz"),
                 ("networking", "startups"), "Private, invite-only gatherings for founders."),
    CalendarSpec("ai-tinkerers", "AI Tinkerers", ("Priya Raman", "Leo Hart"),
                 ("ai", "tech"), "Hands-on AI builder meetups."),
    CalendarSpec("devtools-collective", "DevTools Collective", ("Sam Okafor",),
                 ("tech",), "Developer tools meetups and demo nights."),
    CalendarSpec("conference-works", "Conference Works", ("Conference Works", "Ava Lindqvist"),
                 ("tech",), "Technology conferences and summits."),
    CalendarSpec("onchain-builders", "Onchain Builders", ("Kenji Mori",),
                 ("crypto", "tech"), "Web3 builders and DeFi nights."),
    CalendarSpec("bay-hiphop", "Bay Area Hip-Hop Collective", ("DJ Nova", "Tasha Greene"),
                 ("music",), "Hip-hop parties and cyphers around the Bay."),
    CalendarSpec("nightshift", "Nightshift Music", ("Ruby Alvarez",),
                 ("music",), "Live music and listening sessions."),
    CalendarSpec("gallery-nights", "Gallery Nights", ("Ines Duarte",),
                 ("arts",), "Gallery walks, film and poetry."),
    CalendarSpec("supper-society", "Supper Club Society", ("Chef Omar Haddad",),
                 ("food-drink",), "Supper clubs at secret locations."),
    CalendarSpec("mindful-city", "Mindful City", ("Hana Sato",),
                 ("wellness",), "Yoga, breathwork and sound baths."),
    CalendarSpec("climate-collective", "Climate Collective", ("Noah Becker", "Zoe Park"),
                 ("climate", "startups"), "Climate tech founders and operators."),
    CalendarSpec("little-explorers", "Little Explorers", ("Maya Chen",),
                 ("family",), "Family-friendly events for kids and parents."),
    CalendarSpec("connect-pros", "Connect Pros", ("Jordan Blake",),
                 ("networking",), "Professional mixers across cities."),
    CalendarSpec("run-crew", "City Run Crew", ("Eli Brooks",),
                 ("fitness", "wellness"), "Run clubs and outdoor workouts."),
)
# fmt: on
"""Organizers; the first two are the case study's named organizations."""

# fmt: off
FILLER_TITLES: dict[str, tuple[str, ...]] = {
    "ai-tinkerers": ("AI Tinkerers {city}", "LLM Builders Night", "Agents Demo Day",
                     "GenAI Paper Club", "Applied ML Meetup"),
    "devtools-collective": ("{city} Tech Meetup", "Dev Tools Demo Night", "Rust & Coffee",
                            "Open Source Friday", "Frontend Happy Hour"),
    "onchain-builders": ("ETH Builders Brunch", "Zero-Knowledge Study Group",
                         "Web3 Founders Drinks", "DeFi Demo Night"),
    "nightshift": ("Jazz in the Loft", "Vinyl Listening Session", "Indie Live Showcase",
                   "Open Mic Night"),
    "gallery-nights": ("Gallery Walk", "Life Drawing Session", "Poetry Slam",
                       "Film Club Screening", "Ceramics Workshop"),
    "supper-society": ("Supper Club", "Natural Wine Tasting", "Dumpling Workshop",
                       "Coffee Cupping"),
    "mindful-city": ("Sunrise Yoga", "Breathwork Circle", "Sound Bath",
                     "Mindful Mornings Meditation"),
    "climate-collective": ("Climate Tech Mixer", "Carbon Removal Roundtable",
                           "Climate Founders Breakfast", "Energy Transition Talks"),
    "little-explorers": ("Family Story Time", "Kids Science Fair", "Family Board Game Afternoon",
                         "Parent & Toddler Music Class"),
    "connect-pros": ("Tech Professionals Happy Hour", "Women in Product Networking",
                     "Designers Networking Night", "Founders & Funders Mixer"),
    "run-crew": ("{city} Run Club", "Climbing Meetup", "Bootcamp in the Park",
                 "Cycling Social Ride"),
}
# fmt: on
"""Titles of generic events, per organizer calendar slug."""


@dataclass(frozen=True)
class Catalog:
    """Everything one seed of the site is generated from."""

    cities: tuple[City, ...]
    """Discover places, largest first."""
    categories: tuple[CategorySpec, ...]
    """Discover categories."""
    calendars: tuple[CalendarSpec, ...]
    """Organizers."""
    filler_titles: dict[str, tuple[str, ...]]
    """Titles of generic events per calendar slug (`{city}` is replaced by the city name)."""
    scenarios: bool = True
    """Add the hand-placed case-study events (only the primary catalog has their places)."""


PRIMARY = Catalog(CITIES, CATEGORIES, CALENDARS, FILLER_TITLES)
"""The case study's catalog (the default seed)."""
