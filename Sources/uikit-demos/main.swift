print("uikit-demos: not built yet")
