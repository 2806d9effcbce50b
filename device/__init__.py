"""The appliance: hardware adapters behind small Protocols, the state machine, and the CLI."""
