"""The skilled-nursing passage and the answers about it that the HTTP, service, fault and Serve tests send:
one answer that passes every deterministic check, and one per kind of failure."""

SOURCE = {
    "id": "1",
    "document": "Member handbook",
    "text": "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days "
    "of care in a skilled nursing facility per benefit period.",
}
QUERY = "What does the plan cover after a hospital stay?"
GOOD = "After a hospital stay of at least 3 days, the plan covers up to 100 days in a skilled nursing facility [1]."
WRONG_FIGURE = "After a hospital stay of at least 3 days, the plan covers up to 120 days in a skilled nursing facility [1]."
FABRICATED = "The plan covers up to 100 days [1], as upheld in appeal decision AD-2291 [5]."
WITH_SSN = "The member with SSN 123-45-6789 is covered for up to 100 days [1]."
BODY = {"query": QUERY, "sources": [SOURCE], "profile": "deterministic"}
