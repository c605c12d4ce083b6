package app.gamespeed;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
