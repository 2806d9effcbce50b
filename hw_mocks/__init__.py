"""Test doubles and the simulator, built on gpiozero's MockFactory and luma's dummy device."""
