"""Terminal (rich), JSON and Markdown renderings. rich is imported only inside this package."""
