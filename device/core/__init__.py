"""The appliance core: one state machine fed by one event loop.

States turn events into effects (values). The runtime carries effects out on the
hardware and writes each one to the transcript. Nothing here touches a pin directly.
"""
