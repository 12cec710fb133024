"""Example checks for the gate, registered under the entry-point group `gate.checks`."""
